// The one webpack + Module Federation preset every app of Záběr is built with.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/**
 * Shared singletons: one copy on the page, provided by whoever loads first (the shell).
 * Subpath keys (`react/`, `react-dom/`, …) share `react-dom/client`, `react/jsx-runtime`,
 * `@apollo/client/react`, `dayjs/locale/cs` and the like too.
 * antd is reached only through `@zaber/shared/antd` (so it is shared, and tree-shaken to the
 * components the kit lists); graphql, rxjs and zod are left to tree-shaking in each build.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  '@ant-design/icons/',
  'dayjs',
  'dayjs/',
  'i18next',
  'react-i18next',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'react-hook-form',
  '@hookform/resolvers/',
  'single-spa',
  'single-spa-react',
  '@zaber/shared/',
];

function sharedConfig() {
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.endsWith('/') ? key.slice(0, -1) : key;
    let version;
    try {
      version = require(`${pkgName}/package.json`).version;
    } catch {
      version = undefined;
    }
    shared[key] = { singleton: true, requiredVersion: version ? `^${version}` : false };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir       the package folder (import.meta.dirname of the config)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name      federation name, an identifier (`shell`, `mf_client`)
 * @param {Record<string,string>} [options.exposes]  remote only: `{ './app': './src/app/lifecycles.ts' }`
 * @param {Record<string,string>} [options.define]   compile-time constants
 * @param {string} [options.title]   host only: the HTML title
 */
export function createFederatedConfig({ dir, kind, name, exposes, define = {}, title = 'Záběr' }) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isHost = kind === 'host';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@zaber/source', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              title,
              scriptLoading: 'defer',
              // Analytics and marketing scripts of the deployment, loaded only after consent.
              analyticsSrc: process.env.ZABER_ANALYTICS_SRC ?? '',
              marketingSrc: process.env.ZABER_MARKETING_SRC ?? '',
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: { moduleIds: 'deterministic' },
  };
}
