require('@testing-library/jest-dom');

// On a busy two-core machine a page can take more than Testing Library's default second to show
// what a test waits for; a wrong page still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
