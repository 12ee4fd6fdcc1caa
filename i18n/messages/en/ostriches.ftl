### Ostriches: every player-facing text of games/ostriches. Keep en/ and fr/ in step
### (same keys, same placeholders).
### French vocabulary follows the French rulebook: pion, autruche, face cachée / face visible,
### retourner, tuile, pivoter, buisson, Œil, échanger.

ostriches-option-memory = Memory aid

ostriches-option-memory-pure = Pure: remember the pawns yourself, as at the table
ostriches-option-memory-assist = Assist (default): your board marks every pawn you know, wherever it goes

ostriches-option-bushes = Bushes

ostriches-option-bushes-random = Random: one South tile and one North tile
ostriches-option-bushes-fixed = Fixed: b2 and e5

ostriches-option-powers = Powers

ostriches-option-powers-compulsory = Compulsory (default): a revealed power with a legal use must be used, as in the English rulebook
ostriches-option-powers-optional = Optional: the mover may pass a revealed power, as in the French rulebook

ostriches-option_name-memory = Memory aid
ostriches-option_name-bushes = Bushes
ostriches-option_name-powers = Powers

ostriches-option_value-memory-pure = off (you remember the pawns, as at the table)
ostriches-option_value-memory-assist = on (your board marks every pawn you know)

ostriches-option_value-bushes-random = random
ostriches-option_value-bushes-fixed = b2 and e5

ostriches-option_value-powers-compulsory = compulsory (pass only when a power has no use)
ostriches-option_value-powers-optional = optional (the mover may pass)

ostriches-token-plain = Plain
ostriches-token-bush = Bush
ostriches-token-swap = Swap
ostriches-token-eye = Eye
ostriches-token-tiles = Tiles
ostriches-token-pass = Pass
ostriches-token-cw = Clockwise
ostriches-token-ccw = Counter-clockwise
ostriches-token-SW = South-west (SW)
ostriches-token-SE = South-east (SE)
ostriches-token-NW = North-west (NW)
ostriches-token-NE = North-east (NE)
ostriches-token-SW--cw = SW ↻ clockwise
ostriches-token-SW--ccw = SW ↺ counter-clockwise
ostriches-token-SE--cw = SE ↻ clockwise
ostriches-token-SE--ccw = SE ↺ counter-clockwise
ostriches-token-NW--cw = NW ↻ clockwise
ostriches-token-NW--ccw = NW ↺ counter-clockwise
ostriches-token-NE--cw = NE ↻ clockwise
ostriches-token-NE--ccw = NE ↺ counter-clockwise

ostriches-power-plain = Plain
ostriches-power-bush = Bush
ostriches-power-swap = Swap
ostriches-power-eye = Eye
ostriches-power-tiles = Tiles

ostriches-power_help-plain = no power
ostriches-power_help-bush = move a bush
ostriches-power_help-swap = swap 2 hidden pawns
ostriches-power_help-eye = look at 2 hidden pawns
ostriches-power_help-tiles = swap 2 tiles

ostriches-pick-pass = Pass: leave the power unused
ostriches-pick-rotate = Turn a tile
ostriches-pick-place_plain = Place a plain ostrich
ostriches-pick-place_bush = Place a Bush ostrich
ostriches-pick-place_swap = Place a Swap ostrich
ostriches-pick-place_eye = Place an Eye ostrich
ostriches-pick-place_tiles = Place a Tiles ostrich
ostriches-pick-jump = Knight jump
ostriches-pick-use_bush = Move a bush
ostriches-pick-use_swap = Swap two hidden pawns
ostriches-pick-use_eye = Look at two hidden pawns
ostriches-pick-use_tiles = Swap two tiles

ostriches-pick_help-pass = Skip the power, then turn a tile.
ostriches-pick_help-rotate = A quarter turn, with everything on it. This ends your turn.
ostriches-pick_help-place_plain = Face down on your home rows. It has no power.
ostriches-pick_help-place_bush = Face down on your home rows. Face up, it lets the mover carry a bush.
ostriches-pick_help-place_swap = Face down on your home rows. Face up, it swaps two hidden pawns.
ostriches-pick_help-place_eye = Face down on your home rows. Face up, it lets the mover peek at two hidden pawns.
ostriches-pick_help-place_tiles = Face down on your home rows. Face up, it swaps two tiles.
ostriches-pick_help-jump = Any pawn, yours or not, to an empty square. Then you turn a tile.
ostriches-pick_help-use_bush = Carry one bush to any empty square: nothing may land on it.
ostriches-pick_help-use_swap = Exchange two face-down pawns, without looking at them.
ostriches-pick_help-use_eye = Only you learn who owns them and their powers.
ostriches-pick_help-use_tiles = Two whole tiles change places, with everything on them.

ostriches-side-red = Red (South)
ostriches-side-blue = Blue (North)

ostriches-named_side-red = { $name } (Red, South)
ostriches-named_side-blue = { $name } (Blue, North)

ostriches-colour-red = Red
ostriches-colour-blue = Blue

ostriches-pawn-red_plain = red plain
ostriches-pawn-red_bush = red Bush
ostriches-pawn-red_swap = red Swap
ostriches-pawn-red_eye = red Eye
ostriches-pawn-red_tiles = red Tiles
ostriches-pawn-blue_plain = blue plain
ostriches-pawn-blue_bush = blue Bush
ostriches-pawn-blue_swap = blue Swap
ostriches-pawn-blue_eye = blue Eye
ostriches-pawn-blue_tiles = blue Tiles

ostriches-event-placed = { $player } placed a pawn face down on { $square }.
ostriches-event-all_placed = All pawns are placed: { $player } makes the first move.
ostriches-event-moved = { $player } moved { $origin }-{ $target }.
ostriches-event-passed = { $player } did not use the power.
ostriches-event-bush_moved = { $player } moved the bush from { $origin } to { $target }.
ostriches-event-swapped = { $player } swapped the face-down pawns on { $first } and { $second }.
ostriches-event-looked = { $player } used the Eye on the pawns on { $first } and { $second }.
ostriches-event-tiles_swapped = { $player } swapped tiles { $first } and { $second }.
ostriches-event-no_move = { $player } has no legal move: this turn they only rotate a tile.

ostriches-event-rotated-cw = { $player } rotated { $tile } (tile { $number }) clockwise.
ostriches-event-rotated-ccw = { $player } rotated { $tile } (tile { $number }) counter-clockwise.

ostriches-event-won-red = Four red ostriches are face up: { $player } wins!
ostriches-event-won-blue = Four blue ostriches are face up: { $player } wins!

ostriches-event-flipped-red_plain = The pawn on { $square } turns face up: a red ostrich with no power.
ostriches-event-flipped-red_bush = The pawn on { $square } turns face up: a red ostrich with the Bush power.
ostriches-event-flipped-red_swap = The pawn on { $square } turns face up: a red ostrich with the Swap power.
ostriches-event-flipped-red_eye = The pawn on { $square } turns face up: a red ostrich with the Eye power.
ostriches-event-flipped-red_tiles = The pawn on { $square } turns face up: a red ostrich with the Tiles power.
ostriches-event-flipped-blue_plain = The pawn on { $square } turns face up: a blue ostrich with no power.
ostriches-event-flipped-blue_bush = The pawn on { $square } turns face up: a blue ostrich with the Bush power.
ostriches-event-flipped-blue_swap = The pawn on { $square } turns face up: a blue ostrich with the Swap power.
ostriches-event-flipped-blue_eye = The pawn on { $square } turns face up: a blue ostrich with the Eye power.
ostriches-event-flipped-blue_tiles = The pawn on { $square } turns face up: a blue ostrich with the Tiles power.

ostriches-private-placed-plain = You placed one of your plain ostriches (no power) on { $square }.
ostriches-private-placed-bush = You placed your Bush ostrich on { $square }.
ostriches-private-placed-swap = You placed your Swap ostrich on { $square }.
ostriches-private-placed-eye = You placed your Eye ostrich on { $square }.
ostriches-private-placed-tiles = You placed your Tiles ostrich on { $square }.

ostriches-private-seen-red_plain = Eye: the pawn on { $square } is red, with no power.
ostriches-private-seen-red_bush = Eye: the pawn on { $square } is red, with the Bush power.
ostriches-private-seen-red_swap = Eye: the pawn on { $square } is red, with the Swap power.
ostriches-private-seen-red_eye = Eye: the pawn on { $square } is red, with the Eye power.
ostriches-private-seen-red_tiles = Eye: the pawn on { $square } is red, with the Tiles power.
ostriches-private-seen-blue_plain = Eye: the pawn on { $square } is blue, with no power.
ostriches-private-seen-blue_bush = Eye: the pawn on { $square } is blue, with the Bush power.
ostriches-private-seen-blue_swap = Eye: the pawn on { $square } is blue, with the Swap power.
ostriches-private-seen-blue_eye = Eye: the pawn on { $square } is blue, with the Eye power.
ostriches-private-seen-blue_tiles = Eye: the pawn on { $square } is blue, with the Tiles power.

ostriches-private-now-placed-plain = One of your plain ostriches (no power) is on { $square }.
ostriches-private-now-placed-bush = Your Bush ostrich is on { $square }.
ostriches-private-now-placed-swap = Your Swap ostrich is on { $square }.
ostriches-private-now-placed-eye = Your Eye ostrich is on { $square }.
ostriches-private-now-placed-tiles = Your Tiles ostrich is on { $square }.

ostriches-private-now-seen-red_plain = The pawn on { $square } is red, with no power (your Eye saw it).
ostriches-private-now-seen-red_bush = The pawn on { $square } is red, with the Bush power (your Eye saw it).
ostriches-private-now-seen-red_swap = The pawn on { $square } is red, with the Swap power (your Eye saw it).
ostriches-private-now-seen-red_eye = The pawn on { $square } is red, with the Eye power (your Eye saw it).
ostriches-private-now-seen-red_tiles = The pawn on { $square } is red, with the Tiles power (your Eye saw it).
ostriches-private-now-seen-blue_plain = The pawn on { $square } is blue, with no power (your Eye saw it).
ostriches-private-now-seen-blue_bush = The pawn on { $square } is blue, with the Bush power (your Eye saw it).
ostriches-private-now-seen-blue_swap = The pawn on { $square } is blue, with the Swap power (your Eye saw it).
ostriches-private-now-seen-blue_eye = The pawn on { $square } is blue, with the Eye power (your Eye saw it).
ostriches-private-now-seen-blue_tiles = The pawn on { $square } is blue, with the Tiles power (your Eye saw it).

ostriches-outcome-four_revealed = { $player } wins with four ostriches face up.

ostriches-error-game_over = The game is over: a player already has four of their ostriches face up.
ostriches-error-not_your_turn = It is not your turn.
ostriches-error-players = Ostriches is a game for exactly 2 players (not { $players }).
ostriches-error-expect_placing = You are placing your pawns: give a pawn and a square, e.g. eye@c2.
ostriches-error-expect_moving = First move a pawn like a chess knight, e.g. b1-c3.
ostriches-error-expect_rotating = Now rotate a tile: e.g. NE cw (clockwise) or NE ccw (counter-clockwise).

ostriches-error-expect_power-bush = The pawn turned face up is a Bush: move a bush (e.g. bush b2>e3) or pass.
ostriches-error-expect_power-swap = The pawn turned face up is a Swap: swap two face-down pawns (e.g. swap a4 d5) or pass.
ostriches-error-expect_power-eye = The pawn turned face up is an Eye: look at two face-down pawns (e.g. eye a4 d5) or pass.
ostriches-error-expect_power-tiles = The pawn turned face up is a Tiles: swap two tiles (e.g. tiles SW NE) or pass.

ostriches-error-not_in_hand-plain = You have no plain ostrich left to place.
ostriches-error-not_in_hand-bush = You have no Bush ostrich left to place.
ostriches-error-not_in_hand-swap = You have no Swap ostrich left to place.
ostriches-error-not_in_hand-eye = You have no Eye ostrich left to place.
ostriches-error-not_in_hand-tiles = You have no Tiles ostrich left to place.

ostriches-error-not_home = { $square } is not on your side of the board: place your pawns on ranks { $ranks }.
ostriches-error-bush_there = { $square } holds a bush, and nothing may stand on a bush: choose an empty square.
ostriches-error-square_taken = { $square } is taken: a pawn may only go to an empty square.
ostriches-error-no_pawn = There is no pawn on { $square }: a knight move starts from a square holding an ostrich (yours or your opponent’s).
ostriches-error-locked = The pawn on { $square } was just moved by your opponent: it cannot move this turn.
ostriches-error-not_knight = { $origin }-{ $target } is not a knight's move (two squares one way, then one square sideways).
ostriches-error-not_face_down = { $square } holds no face-down pawn: this power works only on face-down pawns.
ostriches-error-same_square = This power works on two different pawns: not { $square } twice.
ostriches-error-no_bush = There is no bush on { $square }: the Bush power carries one of the bushes on the board to an empty square.
ostriches-error-same_tile = The Tiles power swaps two different tiles: not { $tile } twice.
ostriches-error-frozen_tile = { $tile } holds the pawn you just moved: you must turn another tile.
ostriches-error-power_compulsory = The power of the pawn just turned face up must be used: it has a legal use here, so you may not pass it (type its use before the rotation, e.g. b5-d6 swap a4 d5 SW cw). A power is passed only when it has no use, such as a Swap or an Eye with fewer than two face-down pawns on the board.

ostriches-parse-empty = Type an action, e.g. eye@c2 (place), b1-c3 (move), swap a4 d5 or pass (power), NE cw (rotate).
ostriches-parse-unknown = I don't understand “{ $token }”. Try eye@c2 (place), b1-c3 (move), swap a4 d5 or pass (power), NE cw (rotate).
ostriches-parse-lone_square = “{ $square }” alone is not an action: to move a pawn, write where from and where to, e.g. b1-c3.
ostriches-parse-bad_square = “{ $token }” is not a square: files a to f, ranks 1 to 6 (e.g. c2).
ostriches-parse-bad_power = “{ $token }” is not a pawn: plain, bush, swap, eye or tiles (e.g. eye@c2).
ostriches-parse-needs_squares = { $power } needs two squares, e.g. { $power } a4 d5.
ostriches-parse-needs_tiles = { $power } needs two tiles among SW, SE, NW and NE, e.g. { $power } SW NE.
ostriches-parse-needs_bush = Give the bush's square and where it goes, e.g. bush b2>e3.
ostriches-parse-needs_direction = Say which way to turn { $tile }: { $tile } cw (clockwise) or { $tile } ccw (counter-clockwise).
ostriches-parse-bad_tile = “{ $token }” is not a tile: SW, SE, NW or NE.
ostriches-parse-too_long = A turn is at most { $words } words: a move, its power, a rotation, e.g. b5-d6 swap a4 d5 SW cw.

ostriches-image-you = You: { $side }
ostriches-image-spectator = Public view
ostriches-image-face_up = Face up:
ostriches-image-to_place = Your pawns to place:
ostriches-image-legend = Powers:
ostriches-image-tile_note = Numbered tiles: the orange edge is the tile's north and turns with it
ostriches-image-known_note = Pale = a face-down pawn you know
ostriches-image-revealed_note = Pale = a pawn that stayed face down
ostriches-image-locked_note = Padlock = may not move next
ostriches-image-turn_note = Orange = the latest turn: move, power, tile turned
ostriches-image-turn = Turn { $number }

ostriches-image-phase-placing = { $side }: place a pawn
ostriches-image-phase-moving = { $side }: move a pawn
ostriches-image-phase-power = { $side }: use the { $power } or pass
ostriches-image-phase-power_must = { $side }: use the { $power }
ostriches-image-phase-rotating = { $side }: rotate a tile
ostriches-image-phase-over = { $side } wins!

ostriches-describe-you = You play **{ $side }**.
ostriches-describe-spectator = You are watching.
ostriches-describe-placing = Placing pawns: **{ $side }** places one face down (left to place: red { $red }, blue { $blue }).
ostriches-describe-moving = **{ $side }** moves a pawn (turn { $number }).
ostriches-describe-power = **{ $side }** turned up a { $power } ({ $help }): use it or pass.
ostriches-describe-power_must = **{ $side }** turned up a { $power } ({ $help }): use it (a power with a legal use must be used).
ostriches-describe-rotating = **{ $side }** rotates a tile.
ostriches-describe-rotating_except = **{ $side }** rotates a tile (any but { $tile }).
ostriches-describe-over = Game over: **{ $side }** wins with four ostriches face up.
ostriches-describe-revealed = Face up: red { $red }/4 · blue { $blue }/4.
ostriches-describe-last_move = Last move: { $origin }-{ $target }.
ostriches-describe-locked = The pawn on { $square } may not move next.
ostriches-describe-hand = Your pawns to place: { $pawns }.
ostriches-describe-known = Hidden pawns you have seen: { $pawns }.
ostriches-describe-log = Your notes (squares as they were then):
ostriches-describe-log_followed = Your notes (each pawn where it stands now):
ostriches-describe-no_log = Your notes: none yet.
ostriches-describe-known_item = { $square } { $pawn }

ostriches-describe-last_power-bush = A bush was moved: it now stands on { $second }.
ostriches-describe-last_power-swap = The pawns now on { $first } and { $second } were swapped.
ostriches-describe-last_power-eye = The Eye looked at the pawns now on { $first } and { $second }.
ostriches-describe-last_power-tiles = Tiles { $first } and { $second } were swapped.

ostriches-describe-last_rotation-cw = { $tile } was turned clockwise.
ostriches-describe-last_rotation-ccw = { $tile } was turned counter-clockwise.

ostriches-guide-pitch = two armies of buried-head ostriches: nobody knows whose pawn is whose, nor its power, until it reaches the far row.
ostriches-guide-first_time = **Goal**: be the first with four of your ostriches face up. Pawns start face down: nobody knows whose is whose.
    { "*" }*Your turn**: move any pawn like a chess knight to an empty square (not the one your opponent just moved); on the far row it turns face up, and you use its power.
    { "*" }*Then** give one tile a quarter turn, any but the tile your pawn landed on.
