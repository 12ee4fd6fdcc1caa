"""The schema's history as numbered SQL files (`NNNN_name.sql`), applied in order at start-up.

This folder is a package only so that installing the project (not just running it from a
checkout) ships the `.sql` files with it; `storage.migrator` reads them.
"""
