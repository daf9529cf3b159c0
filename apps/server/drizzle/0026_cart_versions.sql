-- A cart's version, bumped by every write to it: checkout prices the cart read without a lock and
-- inserts its order in one statement only while the version is the one it read (the common case: no
-- transaction, two round trips fewer); otherwise it locks the cart and prices it again.
ALTER TABLE carts ADD COLUMN version integer DEFAULT 0 NOT NULL;
