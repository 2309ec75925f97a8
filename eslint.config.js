// Checks that a type checker cannot: no promise on the server is left without a handler. A rejection
// nobody awaits ends (or, with the server's guard, only logs) instead of answering its request.
import tseslint from 'typescript-eslint';

export default tseslint.config({
  files: ['server/src/**/*.ts'],
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { project: './server/tsconfig.json', tsconfigRootDir: import.meta.dirname },
  },
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    '@typescript-eslint/require-await': 'off',
  },
});
