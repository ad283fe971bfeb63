// The rules live in the lint workspace, which carries the TypeScript version typescript-eslint supports.
export { default } from './tools/lint/eslint.config.js';
