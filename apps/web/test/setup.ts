import { configure } from '@testing-library/react';

// A loaded two-core machine runs these files side by side: findBy and waitFor wait on a state
// for up to 10 seconds instead of the library's 1 second (a passing test never waits that long).
configure({ asyncUtilTimeout: 10_000 });
