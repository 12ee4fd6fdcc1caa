"""Discord only: slash commands, persistent components and delivery; thin callbacks."""
