/** Everything tests, pact provider verification and benchmarks use to run the real server. */
export { buildTestApp, PRODUCTION_ENV, type TestApp } from './app';
export { signedIn, TestBrowser } from './browser';
export { AddressedBrowser } from './addressed-browser';
export {
  createPostgresDatabase,
  openFreshPglite,
  openFreshPostgres,
  postgresReachable,
  TEST_PG_URL,
} from './databases';
export { startServerProcess, type ServerProcess } from './process';
export { lastCode, lastLinkPath, lastMail } from './mailbox';
export { storeKnownToken } from './tokens';
export { startTestServer, type TestServer, type TestServerOptions } from './server';
export { redisReachable, startTwoInstances, TEST_REDIS_URL, twoInstancesUnavailable } from './two-instances';
export { servicesUp } from './services';
export { storedState } from './stored-state';
export { watchSocket, type WatchedSocket } from './socket';
export { findWidgetId } from './widgets';
export { heicHead, heicPhoto, jpegHead, pdfFile, pdfOfSize, pngFile } from './document-files';
export { heicClaiming, hostileDocuments, pngBomb, truncated } from './hostile-files';
