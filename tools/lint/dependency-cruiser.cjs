/**
 * The architecture's rules, checked by `npm run lint` (tools/lint/deps.mjs). Each says why it exists; ARCHITECTURE.md
 * draws the picture they keep true. The layers, from the bottom:
 *   server/src/lib (shared capabilities) <- server/src/modules/<feature> <- transports (graphql, rest, http)
 *   <- server/src/compose.ts <- server/src/main.ts
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'Files that import each other can only be read, tested and changed together, and their load order decides ' +
        'which one sees the other half-built. Move what both need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-meet-through-public-files',
      comment:
        'A feature is used by others only through its public file (<name>.module.ts), so its insides can change ' +
        "without breaking anyone and a reader knows what it offers from one file. Use the other module's public file, " +
        'or let compose.ts hand you what you need.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/([^/]+)/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/[^/]+\\.module\\.ts$'],
      },
    },
    {
      name: 'transports-use-public-files',
      comment:
        "A module's subfolders (business/photos, business/reports) are its insides: the transports (GraphQL, REST, HTTP, " +
        "MCP) and the server's message catalogues they use (messages/) reach what they need of them through the " +
        "module's public files (<name>.module.ts, and <name>.resolvers.ts for the GraphQL schema), so the module can move " +
        'or split its insides without touching a route, the schema or a catalogue.',
      severity: 'error',
      from: { path: '^server/src/(graphql|rest|http|mcp|messages)/' },
      to: { path: '^server/src/modules/[^/]+/[^/]+/' },
    },
    {
      name: 'shared-layer-imports-no-feature',
      comment:
        'server/src/lib is what every feature builds on (limits, logging, errors, HTTP helpers). If it imported a ' +
        'feature, every feature would depend on that one and the layers would be a knot. Pass what it needs in.',
      severity: 'error',
      from: { path: '^server/src/lib/' },
      to: { path: '^server/src/(modules|graphql|rest|http|db|compose\\.ts|main\\.ts)' },
    },
    {
      name: 'features-do-not-build-the-app',
      comment:
        'Only compose.ts builds the app (config, database, cache, limiters, providers, services, transports) and only ' +
        'main.ts starts it; a feature that reached up into either would be wiring itself, with a second copy of the truth.',
      severity: 'error',
      from: { path: '^server/src/(lib|modules)/' },
      to: { path: '^server/src/(compose|main)\\.ts$' },
    },
    {
      name: 'client-never-imports-server',
      comment:
        'The browser gets only the client bundle: a server import would ship server code (and perhaps its secrets) to ' +
        'every visitor. The client talks to the server through the generated GraphQL types in client/src/gql.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
