// Placeholder so SwiftPM finds the test target; the owning branch replaces it with tests.
