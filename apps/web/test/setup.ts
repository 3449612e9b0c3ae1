import { configure } from '@testing-library/react';

// A loaded two-core machine runs these files side by side: findBy and waitFor wait on a state
// for up to 5 seconds instead of the library's 1 second (a passing test never waits that long).
configure({ asyncUtilTimeout: 5000 });
