import pkg from '../package.json';

/** Build record of the spec: 2.4.0, front-end build 10, tag NEW RELEASE. */
export const CLIENT_VERSION = '2.4.0';
export const CLIENT_BUILD = 10;
export const RELEASE_TAG = 'NEW RELEASE';
export const SERVER_VERSION = process.env.KILAU_SERVER_VERSION ?? pkg.version;
