-- The console list queries behind decision 046, as EXPLAIN (ANALYZE, BUFFERS): the statements the
-- repositories send (numbers/admin-repository.ts selectPoolPage, order/refunds-repository.ts
-- searchOrders, staff/repository.ts selectAudit, catalog/operator-repository.ts selectVariantPage),
-- written out with the benchmark's values (select * for the page's columns). Run it on the database
-- bench/admin-server.ts seeds on PostgreSQL while it runs (`select datname from pg_database where
-- datname like 'store_test%'` names it):
--   psql postgres://postgres@127.0.0.1:5432/<database> -f bench/admin-plans.sql
-- and, for the plans without migration 0037's indexes, inside `begin; drop index …;` … `rollback;`.
\pset pager off
\echo numbers status=held
explain (analyze, buffers, costs off, timing off, summary on) select * from mobile_numbers where status = 'held' order by number limit 26;
\echo numbers class=lucky9999
explain (analyze, buffers, costs off, timing off, summary on) select * from mobile_numbers where class = 'lucky9999' order by number limit 26;
\echo numbers price_min=1000000
explain (analyze, buffers, costs off, timing off, summary on) select * from mobile_numbers where price >= 1000000 order by number limit 26;
\echo numbers price_min=599900
explain (analyze, buffers, costs off, timing off, summary on) select * from mobile_numbers where price >= 599900 order by number limit 26;
\echo numbers class=normal
explain (analyze, buffers, costs off, timing off, summary on) select * from mobile_numbers where class = 'normal' order by number limit 26;
\echo orders state=payment_failed
explain (analyze, buffers, costs off, timing off, summary on) select * from orders where state in ('payment_failed') order by created_at desc, id desc limit 26;
\echo orders q=prefix
explain (analyze, buffers, costs off, timing off, summary on) select * from orders where order_number like 'TW2605123%' order by created_at desc, id desc limit 26;
\echo audit action=numbers.import
explain (analyze, buffers, costs off, timing off, summary on) select * from audit_log where action = 'numbers.import' order by id desc limit 51;
\echo audit object_id=4242
explain (analyze, buffers, costs off, timing off, summary on) select * from audit_log where object_id = '4242' order by id desc limit 51;
\echo variants q=nosuchthing
explain (analyze, buffers, costs off, timing off, summary on) select v.id from catalog_variants v join catalog_products p on p.id = v.product_id where (v.sku ilike '%nosuchthing%' or p.name->>'th' ilike '%nosuchthing%' or p.name->>'en' ilike '%nosuchthing%') order by v.id limit 26;
