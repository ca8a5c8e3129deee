/**
 * Members of a props object or interface, as the reference shows them: type
 * (as declared, with union members for expansion), default, required flag,
 * deprecation and description. Only members declared by the MUI X packages are
 * listed; those inherited from React or Material UI types are counted.
 */
import ts from 'typescript';
import { readDoc } from './jsdoc.mjs';
import { docOf, isMuiXDeclaration, TYPE_FORMAT } from './program.mjs';
import { byName } from './names.mjs';
import { expansionOf, normalizeType, splitTopLevel, unwrapParens } from './typeText.mjs';

/** Longest instantiated type printed in place of a declared one that names type parameters. */
const MAX_RESOLVED_LENGTH = 240;

/** Type parameter names of the interface or type alias a member is declared in. */
function enclosingTypeParameters(declaration) {
  for (let node = declaration?.parent; node; node = node.parent) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) {
      return (node.typeParameters ?? []).map((parameter) => parameter.name.text);
    }
  }
  return [];
}

/** How a member's type was written in its declaration, or how the checker prints it. */
function declaredTypeText(symbol, declaration, checker) {
  if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))) {
    if (declaration.type) return normalizeType(declaration.type.getText());
  }
  if (declaration && ts.isMethodSignature(declaration)) {
    const parameters = declaration.parameters.map((parameter) => parameter.getText()).join(', ');
    const returned = declaration.type ? declaration.type.getText() : 'void';
    return normalizeType(`(${parameters}) => ${returned}`);
  }
  return printed(checker.getTypeOfSymbol(symbol), checker);
}

function printed(type, checker) {
  return normalizeType(checker.typeToString(type, undefined, TYPE_FORMAT));
}

/**
 * The type shown for a member: as declared, unless the declaration names type
 * parameters of its interface (`value?: TValue`), then as instantiated for this
 * component (`(item: R) => string`), `undefined` of optional members left out.
 */
function shownType(symbol, declaration, resolved, checker) {
  const declared = declaredTypeText(symbol, declaration, checker);
  const mentions = (text) =>
    enclosingTypeParameters(declaration).filter((name) => new RegExp(`\\b${name}\\b`).test(text));
  const mentioned = mentions(declared);
  if (mentioned.length === 0) return declared;
  const members = splitTopLevel(printed(resolved, checker)).filter((member) => member !== 'undefined');
  const instantiated = members.length === 1 ? unwrapParens(members[0]) : members.join(' | ');
  // Still generic (the component's own `R`): the declared text is the clearer one. `any` comes
  // from unresolved adapter types (PickerValidDate): the declared name says more there too.
  const informative =
    instantiated.length > 0 &&
    !/\bany\b/.test(instantiated) &&
    !mentions(instantiated).some((name) => mentioned.includes(name));
  return informative && instantiated.length <= MAX_RESOLVED_LENGTH ? instantiated : declared;
}

function unionMemberTexts(type, checker) {
  const members = type.isUnion() ? type.types : [type];
  return members.map((member) => normalizeType(checker.typeToString(member, undefined, TYPE_FORMAT)));
}

/** One member of a props type or interface. */
export function describeMember(symbol, checker) {
  const declaration = (symbol.declarations ?? []).find(isMuiXDeclaration) ?? symbol.declarations?.[0];
  const resolved = checker.getTypeOfSymbol(symbol);
  const type = shownType(symbol, declaration, resolved, checker);
  const doc = readDoc(docOf(symbol, checker));
  const member = {
    name: symbol.getName(),
    type,
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    description: doc.description,
  };
  const expanded = expansionOf(type, unionMemberTexts(resolved, checker));
  if (expanded) member.expanded = expanded;
  if (doc.default !== undefined) member.default = doc.default;
  if (doc.deprecated !== undefined) member.deprecated = doc.deprecated;
  return member;
}

/** Properties of a type; for a union of object types, the properties of every member (first one wins). */
export function propertiesOf(type, checker) {
  if (!type.isUnion()) return checker.getPropertiesOfType(checker.getApparentType(type));
  const seen = new Map();
  for (const member of type.types) {
    if (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    for (const property of checker.getPropertiesOfType(checker.getApparentType(member))) {
      if (!seen.has(property.getName())) seen.set(property.getName(), property);
    }
  }
  return [...seen.values()];
}

/**
 * The members of a type that MUI X declares, sorted by name, plus the count of
 * inherited ones (DOM attributes, Material UI props) and whether `ref` is accepted.
 */
export function membersOf(type, checker) {
  const members = [];
  let inherited = 0;
  let acceptsRef = false;
  for (const property of propertiesOf(type, checker)) {
    const name = property.getName();
    if (name === 'ref') acceptsRef = true;
    if (name === 'ref' || name === 'key') continue;
    if ((property.declarations ?? []).some(isMuiXDeclaration)) {
      members.push(describeMember(property, checker));
    } else {
      inherited += 1;
    }
  }
  return { members: members.sort(byName), inherited, acceptsRef };
}

/** The type of a member without `undefined`/`null` (the object behind an optional `slots?:`). */
export function nonNullableTypeOf(symbol, checker) {
  return checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
}
