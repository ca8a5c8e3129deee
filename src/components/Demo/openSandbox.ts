import { codeSandboxParameters, stackBlitzFields, type SandboxProject } from './sandbox';

export const SANDBOX_ENDPOINTS = {
  stackblitz: 'https://stackblitz.com/run',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
} as const;

/** Opens the project in a new tab by POSTing it, as both services expect. */
export function openSandbox(target: keyof typeof SANDBOX_ENDPOINTS, project: SandboxProject): void {
  const fields =
    target === 'stackblitz'
      ? stackBlitzFields(project)
      : { parameters: codeSandboxParameters(project), query: `file=/${project.entry}` };
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = SANDBOX_ENDPOINTS[target];
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
