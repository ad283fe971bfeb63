import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql (written by the server) -> typed documents for every graphql() call in the client. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false },
        defaultScalarType: 'unknown',
      },
    },
  },
  hooks: {},
};

export default config;
