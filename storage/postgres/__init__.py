"""The PostgreSQL backend of `storage.interface`, through asyncpg: the same queries as SQLite's
(`storage.queries`, translated by `dialect`), its own migrations (`migrations/`, the twins
of SQLite's), a pool of connections (`database`), and the store over it (`store`).
"""
