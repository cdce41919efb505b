import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.bench/', '.test-results/', 'screenshots/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-globals': ['error', { name: 'Math.random', message: 'use a seeded Random' }],
    },
  },
  {
    files: ['src/core/**', 'src/fair/**', 'src/games/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness arrives as data; bots take a seeded Random.' },
        { object: 'Date', property: 'now', message: 'The engine reads no clock.' },
      ],
      'no-restricted-imports': ['error', { patterns: ['lit', 'lit/*', 'yjs', 'y-*', 'peerjs', '**/components/**', '**/net/**', '**/table/**'] }],
    },
  },
);
