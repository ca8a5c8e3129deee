/** File names of the llmstxt.org files the Markdown plugin writes in each version and product folder. */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
