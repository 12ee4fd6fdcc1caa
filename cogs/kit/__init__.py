"""What the extensions of `cogs` share: the persistent items and their template (`game_button`),
the answers and the one error handler (`replies`), the Play picker and the buttons of every
game message (`picker`, `board`), layout (`ui`), delivery's Discord sender, the translator,
admission, the paced garbage collector, and the answers without a response body."""
