// @ts-check
/**
 * Checks a decoded request body against feedback.schema.json: the schema is
 * the single source of the field list, patterns, limits and ratings. Only the
 * keywords that schema uses are understood (type string, pattern, maxLength,
 * enum, required, additionalProperties false).
 */
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ type?: 'string', pattern?: string, maxLength?: number, enum?: string[], description?: string }} FieldSchema
 * @typedef {{ required: string[], properties: Record<string, FieldSchema> }} FeedbackSchema
 * @typedef {{ id: string, page: string, version: string, language: string, rating: 'yes' | 'no', comment: string, section?: string }} Feedback
 * @typedef {{ field: string, problem: string }} Problem
 * @typedef {{ ok: true, feedback: Feedback } | { ok: false, problems: Problem[] }} Validation
 */

/** @type {FeedbackSchema} */
export const SCHEMA = JSON.parse(readFileSync(new URL('./feedback.schema.json', import.meta.url), 'utf8'));

/** Length in Unicode code points, as JSON Schema's maxLength counts. */
export function codePointLength(/** @type {string} */ text) {
  return Array.from(text).length;
}

/**
 * @param {string} field
 * @param {FieldSchema} rule
 * @param {unknown} value
 * @returns {string | undefined} the problem, if any
 */
function checkField(field, rule, value) {
  if (rule.enum) {
    if (typeof value !== 'string') return `must be a string, one of: ${rule.enum.join(', ')}`;
    return rule.enum.includes(value)
      ? undefined
      : `unknown ${field} ${JSON.stringify(value.slice(0, 40))}; expected one of: ${rule.enum.join(', ')}`;
  }
  if (typeof value !== 'string') return `must be a string, got ${value === null ? 'null' : typeof value}`;
  if (rule.maxLength !== undefined && codePointLength(value) > rule.maxLength) {
    return `must be at most ${rule.maxLength} characters`;
  }
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) {
    return `has an invalid format`;
  }
  return undefined;
}

/**
 * Validates and normalises one submission (the comment is trimmed before its
 * length is checked). Never throws.
 * @param {unknown} body
 * @returns {Validation}
 */
export function validateFeedback(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problems: [{ field: '(body)', problem: 'must be a JSON object' }] };
  }
  const input = /** @type {Record<string, unknown>} */ ({ ...body });
  if (typeof input.comment === 'string') input.comment = input.comment.trim();

  /** @type {Problem[]} */
  const problems = [];
  for (const field of Object.keys(input)) {
    if (!(field in SCHEMA.properties)) problems.push({ field, problem: 'is not a known field' });
  }
  for (const [field, rule] of Object.entries(SCHEMA.properties)) {
    if (!(field in input)) {
      if (SCHEMA.required.includes(field)) problems.push({ field, problem: 'is required' });
      continue;
    }
    const problem = checkField(field, rule, input[field]);
    if (problem) problems.push({ field, problem });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, feedback: /** @type {Feedback} */ (/** @type {unknown} */ (input)) };
}
