-- Fixture for the tests in this folder: two users. Rolled back when the folder is done.

SELECT app.upsert_user('Alice@Example.com ', 'Alice');
SELECT app.upsert_user('bob@example.com', 'Bob');
