import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { resetDocument, resetPageState } from './reset-page-state';

// A loaded two-core machine runs these files side by side: findBy and waitFor wait on a state
// for up to 10 seconds instead of the library's 1 second (a passing test never waits that long).
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share its modules and its jsdom page (isolate: false, decision 072):
// every file starts on a fresh page, as it would in a tab of its own, and leaves nothing rendered.
// (The modules are reset here, before the file's own mocks apply, not after it.)
await resetPageState();
afterAll(resetDocument);
