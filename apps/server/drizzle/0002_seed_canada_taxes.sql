-- Canada's sales taxes (contract §4 Seeded rates); ids are fixed. GST-only provinces and
-- territories (AB, YT, NT, NU) have no row: the country level applies there.
INSERT INTO "tax_configs" ("id", "tax_type", "percentage", "description", "country", "province", "city") VALUES
  ('10000000000000000001', 'GST', 5, 'Canada GST 5%', 'Canada', NULL, NULL),
  ('10000000000000000002', 'HST', 13, 'Ontario HST 13%', 'Canada', 'Ontario', NULL),
  ('10000000000000000003', 'HST', 15, 'New Brunswick HST 15%', 'Canada', 'New Brunswick', NULL),
  ('10000000000000000004', 'HST', 15, 'Newfoundland and Labrador HST 15%', 'Canada', 'Newfoundland and Labrador', NULL),
  ('10000000000000000005', 'HST', 15, 'Prince Edward Island HST 15%', 'Canada', 'Prince Edward Island', NULL),
  ('10000000000000000006', 'HST', 14, 'Nova Scotia HST 14%', 'Canada', 'Nova Scotia', NULL),
  ('10000000000000000007', 'GST', 5, 'British Columbia GST 5%', 'Canada', 'British Columbia', NULL),
  ('10000000000000000008', 'PST', 7, 'British Columbia PST 7%', 'Canada', 'British Columbia', NULL),
  ('10000000000000000009', 'GST', 5, 'Manitoba GST 5%', 'Canada', 'Manitoba', NULL),
  ('10000000000000000010', 'RST', 7, 'Manitoba RST 7%', 'Canada', 'Manitoba', NULL),
  ('10000000000000000011', 'GST', 5, 'Saskatchewan GST 5%', 'Canada', 'Saskatchewan', NULL),
  ('10000000000000000012', 'PST', 6, 'Saskatchewan PST 6%', 'Canada', 'Saskatchewan', NULL),
  ('10000000000000000013', 'GST', 5, 'Quebec GST 5%', 'Canada', 'Quebec', NULL),
  ('10000000000000000014', 'QST', 9.975, 'Quebec QST 9.975%', 'Canada', 'Quebec', NULL)
ON CONFLICT ("id") DO NOTHING;
