-- The per-merchant catalogue version (catalogue_versions, 0008) is raised by the database itself,
-- so no write path can forget it and every server instance sees it: once per transaction and
-- merchant, at commit (deferred constraint triggers), for every row written to a table the
-- catalogue lists or a store's detail are built from. Deferred, the version row is locked only
-- while the transaction commits, so concurrent writers never deadlock on it.
CREATE FUNCTION catalogue_version_bump(merchant text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  done_flag text := 'perkdesk.cv_' || md5(merchant);
BEGIN
  IF current_setting(done_flag, true) = '1' THEN
    RETURN;
  END IF;
  INSERT INTO catalogue_versions AS v (merchant_id, version) VALUES (merchant, 1)
    ON CONFLICT (merchant_id) DO UPDATE SET version = v.version + 1;
  -- Transaction-local: the rest of this transaction's rows need no second raise.
  PERFORM set_config(done_flag, '1', true);
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_version_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_version_bump(NEW.merchant_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_version_bump(OLD.merchant_id);
  ELSE
    PERFORM catalogue_version_bump(NEW.merchant_id);
    IF NEW.merchant_id IS DISTINCT FROM OLD.merchant_id THEN
      PERFORM catalogue_version_bump(OLD.merchant_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_items_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_group_members_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_group_members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_addon_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON product_addon_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_terms_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_terms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stores_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON stores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER merchant_payment_accounts_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON merchant_payment_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_trigger();
