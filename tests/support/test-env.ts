/** Ports and environment of the browser runs: defined once, for both runners, in scripts/lib. */
export * from '../../scripts/lib/test-env.ts';
