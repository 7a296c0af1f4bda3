// Test-only failure injection (decision 0028 test mode; 0061 overload answers): the API header that
// swaps a binding for a failing one, and the cookie through which a browser test asks the web app
// to send it on a bid post (decision 0054). Both are ignored outside test mode.
export const TEST_FAULT_HEADER = "x-test-fault";
export const TEST_FAULT_COOKIE = "__test_fault";
