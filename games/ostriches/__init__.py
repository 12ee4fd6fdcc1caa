"""Ostriches (Faidutti & Cathala) for two players, as HOUSE_RULES section 1 plays it.

Importing the package registers its engine under the name `ostriches`; `ENGINE` is that
engine, typed as the concrete class so callers see its models.
"""

from games import register

from .engine import OstrichesEngine

ENGINE = OstrichesEngine()
register(ENGINE)

__all__ = ["ENGINE", "OstrichesEngine"]
