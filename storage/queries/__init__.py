"""Every SQL statement of the bot, as functions of a connection, one module per table.

`SqliteStore` runs the reads on the read-only connections and `SqliteTransaction` runs
everything on the writer inside one transaction; both are these functions bound to a
connection (see `storage.repository`), so each statement is written once. The caller owns the
transaction: nothing here begins or commits one.
"""
