-- Fixture for the lib/common tests: none is needed (pure functions); the tests run as the owner.
SELECT 1 AS lib_common_fixture;
