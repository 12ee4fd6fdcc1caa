"""Every SQL statement of the bot, as functions of a connection, one module per table.

`Store` runs the reads on the read-only connection and `Transaction` runs everything on the
writer inside one transaction; both delegate here, so each statement is written once. The
caller owns the transaction: nothing here begins or commits one.
"""
