// The one jest preset of Záběr: swc transform, the @zaber/shared source mapping, jsdom polyfills.
const path = require('node:path');

const ESM_ONLY = [
  'cookie',
  '@ant-design/colors',
  '@fastify/cookie',
  '@electric-sql/pglite',
  'auto-bind',
  // file-type (the media pipeline's content sniffing) and the ESM packages it loads.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  // The avatar cropper: its ES build imports antd per component, which the mapping below turns into antd/lib.
  'antd-img-crop',
  // The static-file server of the apps' servers (a remote's server is tested with jest).
  '@fastify/static',
  'content-disposition',
];

const sharedSrc = path.join(__dirname, '..', 'src');

/**
 * @param {{ dir: string, environment?: 'jsdom' | 'node', testMatch?: string[] }} options
 */
module.exports = function jestConfig({ dir, environment = 'jsdom', testMatch }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Room for a busy two-core machine (jest's default is 5 s a test). In jsdom a test that drives
    // antd's forms takes tens of seconds there: every role query matches the elements against all
    // of antd's style rules (jsdom's getComputedStyle), and antd changes the DOM on every step.
    testTimeout: environment === 'jsdom' ? 90_000 : 20_000,
    // ESM-only packages jest (on Node 20) cannot require: compile them like our sources.
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // The antd kit imports each component's ES module (for federation); jest takes its CommonJS twin.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^antd-img-crop$': path.join(path.dirname(require.resolve('antd-img-crop')), 'antd-img-crop.esm.js'),
      '^@zaber/shared/ui/(.*)$': `${sharedSrc}/ui/$1`,
      // The servers' common modules are plain ES modules outside src/.
      '^@zaber/shared/server/(.*)$': path.join(__dirname, '..', 'server', '$1'),
      '^@zaber/shared/(?!build/|server/)(.*)$': `${sharedSrc}/$1`,
      '\\.css$': path.join(__dirname, 'jest', 'style-stub.cjs'),
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest', 'jsdom-polyfills.cjs')] : [],
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest', `timeout-${environment}.cjs`),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest', 'jsdom-setup.cjs')] : []),
    ],
  };
};
