/** Unit and component tests: pure modules and React components, in jsdom. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/docs'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@mui|@babel/runtime)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/src/testing/styleModule.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Translate$': '<rootDir>/src/testing/docusaurusTranslate.tsx',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/src/testing/docusaurusContext.ts',
    '^@docusaurus/theme-common$': '<rootDir>/src/testing/themeCommon.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
};
