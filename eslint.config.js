// Lint rules: the recommended sets of ESLint and typescript-eslint, plus the project's
// dependency rule (the engine imports nothing of HTTP, files, terminals or the environment).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**', '.cache/**', 'models/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['node:http', 'node:https', 'node:fs', 'node:fs/promises', 'node:net', 'node:child_process',
          'node:sqlite', 'node:worker_threads', 'commander', 'ink', 'react', 'undici', 'csv-parse'],
        patterns: ['../server/*', '../cli/*', '../store/*', '../../server/*', '../../cli/*', '../../store/*'],
      }],
      'no-restricted-globals': ['error', { name: 'process', message: 'The engine is pure: pass configuration in.' }],
    },
  },
);
