### Ostrich Scramble (engine `scramble`): events, refusals, notation help, image labels.
### Keep en/ and fr/ in step: same keys, same placeholders.

scramble-option-max_rounds = Rounds before the game ends on points (most garment types worn); 0, the default, for no limit
scramble-option-rules = Rules version: 2, the default, the rulebook as printed (second audit); 1, as before it (a game keeps the version it started with)

scramble-option_name-max_rounds = Rounds at most
scramble-option_name-rules = Rules version

scramble-option_value-max_rounds-0 = no limit

scramble-option_value-rules-1 = 1 (before the second audit)
scramble-option_value-rules-2 = 2 (as printed)

scramble-phase-plan = PLAN
scramble-phase-traps = SET TRAPS
scramble-phase-move = MOVE
scramble-phase-over = game over

scramble-outcome-dressed = { $player } dressed their ostrich first and wins!
scramble-outcome-style = { $player } wins with style: dressed all in their own colour!
scramble-outcome-max_rounds = After { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, the most garment types worn wins.

scramble-event-round_start = Round { $round } begins: PLAN your Zigs.
scramble-event-drew_private = You drew { $cards }.
scramble-event-claimed_private = You claimed a Zag for { $ostrich } with { $cards }.
scramble-event-gave_private = You gave { $garment } from { $ostrich } to { $ostrich2 }.
scramble-event-zig_private = You set { $card } for { $ostrich }, heading { $direction }.
scramble-event-submitted = { $player } is ready.
scramble-event-claimed = { $player } claimed a Zag for { $ostrich } (discarding { $cards }).
scramble-event-gave = { $player } gave { $garment } from { $ostrich } to { $ostrich2 }.
scramble-event-trap_private = You played { $trap } on { $ostrich }.
scramble-event-pass_private = You played no trap.
scramble-event-trapped = { $player } set a trap on { $ostrich }.
scramble-event-order_cw = { $player }'s { $ostrich } holds the Crown with { $card }: turns go clockwise.
scramble-event-order_ccw = { $player }'s { $ostrich } holds the Crown with { $card }: turns go counter-clockwise.
scramble-event-turn = { $player } runs { $ostrich }.
scramble-event-reveal = { $ostrich } reveals { $card }, heading { $direction }.
scramble-event-reveal_dizzy = { $ostrich } reveals { $card }; dizzy, it picks its direction after its traps.
scramble-event-reveal_none = { $ostrich } has no Zig card and will not move.
scramble-event-x_chosen = { $ostrich } runs { $distance } with its X.
scramble-event-dir_chosen = Dizzy { $ostrich } heads { $direction }.
scramble-event-trap_revealed = { $player }'s trap on { $ostrich }: { $trap }!
scramble-event-trap_distance = { $ostrich } now runs { $distance }.
scramble-event-trap_direction = { $ostrich } now heads { $direction }.
scramble-event-trap_no_effect = The { $trap } has no effect on { $ostrich }.
scramble-event-catapulted = { $ostrich } is catapulted to { $square }.
scramble-event-dropped = { $ostrich } drops { $garment } back into the pile.
scramble-event-collide = { $ostrich } crashes into { $ostrich2 } on { $square }.
scramble-event-fell = { $ostrich } runs off the cliff at { $square }!
scramble-event-stop = { $ostrich } stops on { $square }.
scramble-event-skate_reached = { $ostrich } hops on the skateboard on { $square }.
scramble-event-skate = { $ostrich } skates { $direction }.
scramble-event-skate_pushed = { $ostrich } rolls over the skateboard on { $square } and keeps going { $direction }.
scramble-event-pickup_worn = { $ostrich } puts on { $garment } ({ $square }).
scramble-event-pickup_backpack = { $ostrich } stows { $garment } in its backpack ({ $square }).
scramble-event-crown = { $ostrich } takes the Crown on { $square }.
scramble-event-trap_drawn = { $player } draws a trap.
scramble-event-trap_drawn_private = You drew the trap { $trap }.
scramble-event-trap_kept_private = You keep the trap { $trap }.
scramble-event-trap_discarded = { $player } discards a trap (one in hand at most).
scramble-event-trap_deck_empty = No trap left to draw for { $player }.
scramble-event-zag = { $ostrich } uses its Zag and heads { $direction }.
scramble-event-zag_no = { $ostrich } keeps its Zag.
scramble-event-penalty_none = { $ostrich } fell but has no off-colour garment to lose.
scramble-event-stole = { $player }'s { $ostrich } steals { $garment } from { $ostrich2 }.
scramble-event-reward_draw = { $player } draws { $count ->
        [one] { $count } Zig card
       *[other] { $count } Zig cards
    } instead of robbing { $ostrich }.
scramble-event-dizzy = { $ostrich } is dizzy.
scramble-event-garment_placed = { $player } puts { $garment } on { $square }.
scramble-event-pile_empty = The garment pile is empty: no replacement.
scramble-event-returned = { $ostrich } climbs back onto { $square }.
scramble-event-reshuffle_zig = The Zig deck is reshuffled from its discards.
scramble-event-reshuffle_zig_private = Your draw reshuffled the Zig deck from its discards.
scramble-event-crown_passes = The Crown passes to { $player }'s { $ostrich }.
scramble-event-win = { $player } is fully dressed and wins!
scramble-event-win_style = { $player } is fully dressed in their own colour: a win with style!
scramble-event-max_rounds = Round { $rounds } is over: the game ends, best outfit { $types ->
        [one] { $types } garment type
       *[other] { $types } garment types
    }.

scramble-illegal-game_over = The game is over: it was won (or its last round was played), so nothing more can be played.
scramble-illegal-not_a_player = You are not playing in this game.
scramble-illegal-player_count = Ostrich Scramble takes { $low } to { $high } players, not { $count }.
scramble-illegal-already_submitted = You have already submitted your secret choices for this phase: they are revealed together, so nothing can be changed now.
scramble-illegal-not_your_turn = It is not your turn to act: in MOVE the ostriches run one after another, from the Crown’s holder.
scramble-illegal-not_allowed = That is not allowed right now.
scramble-illegal-no_such_ostrich = There is no { $ostrich } ostrich in this game.
scramble-illegal-not_your_ostrich = { $ostrich } is not your ostrich: you decide only for your own.
scramble-illegal-claim_done = You have already claimed a Zag this round: a player claims one Zag per round at most.
scramble-illegal-plan_order = In PLAN, claims come before setting a Zig: claim your Zag first, then set your Zig cards.
scramble-illegal-has_zag = { $ostrich } already has a Zag.
scramble-illegal-bad_claim = A Zag takes three cards of one distance (X cards are wild).
scramble-illegal-cards_not_held = You do not hold { $cards }: a Zag is claimed with cards from your hand.
scramble-illegal-no_give = Only a player with two ostriches can give: a give hands a garment from one of your ostriches to the other.
scramble-illegal-garment_not_held = { $ostrich } does not have the { $colour } { $garment }.
scramble-illegal-zig_already = { $ostrich } already has its Zig for this round: each ostrich gets one Zig card per round.
scramble-illegal-card_not_held = You do not hold { $card }: a Zig is set with a card from your hand.
scramble-illegal-dizzy_direction = { $ostrich } is dizzy: set the card only (zig { $ostrich } 2cw); its direction comes at its turn.
scramble-illegal-direction_needed = Give a direction for { $ostrich }: N, E, S or W.
scramble-illegal-trap_not_held = You do not hold the trap { $trap }.
scramble-illegal-own_target = A trap goes on another player’s ostrich, never on your own.
scramble-illegal-already_ran = { $ostrich } has already run this round: each ostrich runs once per round.
scramble-illegal-x_range = An X distance is a number from 0 to { $high }.
scramble-illegal-choose_among = Choose one of: { $choices }.

scramble-illegal-expect-plan = It is PLAN: claim, give or zig.
scramble-illegal-expect-traps = It is SET TRAPS: trap <trap> <ostrich> or trap pass.
scramble-illegal-expect-run = Choose which ostrich runs: run <colour>.
scramble-illegal-expect-x = Choose the X distance first: x 0 to x 20.
scramble-illegal-expect-dir = Choose the dizzy direction first: dir N/E/S/W.
scramble-illegal-expect-skate = Choose the skateboard direction: skate N/E/S/W.
scramble-illegal-expect-zag = Use the Zag or not: zag N/E/S/W or zag no.
scramble-illegal-expect-catapult = Choose the crate to be catapulted to: catapult <square>.
scramble-illegal-expect-drop = Choose the garment to drop: drop <garment> <colour>.
scramble-illegal-expect-steal = Steal a garment or draw: steal <garment> <colour> or draw.
scramble-illegal-expect-place = Choose where the new garment goes: place <square>.
scramble-illegal-expect-return = Choose the crate to return to: return <square>.
scramble-illegal-expect-keep = Choose the trap to keep: keep <trap>.

scramble-parse-empty = Type an action, e.g. zig 2cw N.
scramble-parse-unknown = Unknown action “{ $word }”.
scramble-parse-syntax = Write it like this: { $usage }
scramble-parse-name_ostrich = Say which ostrich ({ $colours }): { $usage }
scramble-parse-bad_colour = “{ $text }” is not an ostrich colour in this game ({ $colours }).
scramble-parse-bad_direction = “{ $text }” is not a direction (N, E, S, W).
scramble-parse-bad_card = “{ $text }” is not a Zig card (1cw, 2ccw, Xcw...).
scramble-parse-bad_garment = “{ $text }” is not a garment (head, body, legs, feet).
scramble-parse-bad_trap = “{ $text }” is not a trap (banana, mud, uturn, whirlwind, catapult, butterfingers).
scramble-parse-bad_square = “{ $text }” is not a square of this board.
scramble-parse-bad_number = “{ $text }” is not a number.

scramble-decision-run = { $player } chooses which ostrich runs.
scramble-decision-x = { $player } chooses the X distance of { $ostrich }.
scramble-decision-dir = { $player } chooses the direction of dizzy { $ostrich }.
scramble-decision-skate = { $player } chooses where { $ostrich } skates.
scramble-decision-zag = { $player } decides whether { $ostrich } uses its Zag.
scramble-decision-catapult = { $player } chooses the crate { $ostrich } is catapulted to.
scramble-decision-drop = { $player } chooses the garment { $ostrich } drops.
scramble-decision-steal = { $player } steals from { $ostrich } or draws 2 Zig cards.
scramble-decision-place = { $player } chooses where the new garment goes.
scramble-decision-return = { $player } chooses the crate { $ostrich } returns to.
scramble-decision-keep = { $player } chooses which trap to keep.

scramble-describe-player = Player { $number }
scramble-describe-header = **Ostrich Scramble**: round { $round }/{ $rounds }, { $phase }
scramble-describe-header_open = **Ostrich Scramble**: round { $round }, { $phase }
scramble-describe-active = Running: { $ostrich } ({ $player })
scramble-describe-waiting = Waiting for: { $players }
scramble-describe-crown = Crown: { $ostrich } ({ $player })
scramble-describe-hand = Your Zig cards: { $cards }
scramble-describe-traps = Your trap: { $traps }
scramble-describe-plan = Your Zig for { $ostrich }: { $card }, heading { $direction }
scramble-describe-trap_on = Your { $trap } lies on { $ostrich }.
scramble-describe-choices = Your choices: { $choices }

scramble-token-red = red
scramble-token-orange = orange
scramble-token-yellow = yellow
scramble-token-green = green
scramble-token-blue = blue
scramble-token-purple = purple
scramble-token-N = North
scramble-token-E = East
scramble-token-S = South
scramble-token-W = West
scramble-token-head = head
scramble-token-body = body
scramble-token-legs = legs
scramble-token-feet = feet
scramble-token-banana = banana
scramble-token-mud = mud
scramble-token-uturn = U-turn
scramble-token-whirlwind = whirlwind
scramble-token-catapult = catapult
scramble-token-butterfingers = butterfingers
scramble-token-claim = claim a Zag
scramble-token-give = give a garment
scramble-token-zig = set a Zig
scramble-token-trap = trap
scramble-token-pass = pass
scramble-token-run = run
scramble-token-x = X distance
scramble-token-dir = direction
scramble-token-skate = skate
scramble-token-zag = Zag
scramble-token-no = no
scramble-token-drop = drop
scramble-token-steal = steal
scramble-token-draw = draw 2 cards
scramble-token-place = place
scramble-token-return = return
scramble-token-keep = keep

scramble-pick-claim = Claim a Zag
scramble-pick-give = Give a garment
scramble-pick-zig = Set a Zig
scramble-pick-trap = Lay a trap
scramble-pick-trap_pass = Lay no trap
scramble-pick-run = Run
scramble-pick-x = X distance
scramble-pick-dir = Dizzy direction
scramble-pick-skate = Skate
scramble-pick-zag = Use the Zag
scramble-pick-zag_no = Keep the Zag
scramble-pick-catapult = Catapult to a crate
scramble-pick-place = Place the new garment
scramble-pick-return = Come back on a crate
scramble-pick-drop = Drop
scramble-pick-steal = Steal
scramble-pick-draw = Draw 2 Zig cards
scramble-pick-keep = Keep the trap

scramble-pick_help-claim = Discard three cards of one distance (X is wild): the ostrich gets a Zag, a run after its Zig.
scramble-pick_help-give = Hand a garment from one of your ostriches to the other.
scramble-pick_help-zig = Secretly set a Zig card (its distance) and a direction; revealed in MOVE.
scramble-pick_help-trap = Face down on another player's ostrich; it works when that Zig is revealed.
scramble-pick_help-trap_pass = Keep your traps in hand this round.
scramble-pick_help-run = This ostrich reveals its Zig and runs now.
scramble-pick_help-x = How far this X card runs.
scramble-pick_help-dir = A dizzy ostrich chooses its direction as it runs.
scramble-pick_help-skate = Run the same distance again from the skateboard, this way.
scramble-pick_help-zag = Run the Zig's distance again, this way.
scramble-pick_help-zag_no = Save the Zag for a later round.
scramble-pick_help-catapult = The ostrich flies to this crate first.
scramble-pick_help-place = Where the new garment goes, replacing the one picked up.
scramble-pick_help-return = The fallen ostrich comes back on this crate, dizzy.
scramble-pick_help-drop = This off-colour garment goes back to the pile.
scramble-pick_help-steal = Take this off-colour garment from the fallen ostrich.
scramble-pick_help-draw = Your reward for the push: two more Zig cards.
scramble-pick_help-keep = You hold one trap at most: this one stays.

scramble-render-player = P{ $number }
scramble-render-title = Ostrich Scramble - round { $round }/{ $rounds } - { $phase }
scramble-render-title_open = Ostrich Scramble - round { $round } - { $phase }
scramble-render-running = { $ostrich } ({ $player }) is running
scramble-render-running_distance = : { $distance } { $direction }
scramble-render-waiting = waiting for { $players }
scramble-render-result_dressed = { $players } wins, fully dressed!
scramble-render-result_style = { $players } wins with style!
scramble-render-result_max_rounds = Last round played: { $players } { $count ->
        [one] wins
       *[other] win
    } on garments.
scramble-render-ostriches = Ostriches
scramble-render-backpack = pack:
scramble-render-off_board = off the board
scramble-render-decks = Zig deck { $zig }, discards { $discard } | traps { $traps } | garment pile { $pile }
scramble-render-hand_count = { $player }: Zig { $cards }, traps { $traps }
scramble-render-your_hand = Your hand ({ $player })
scramble-render-no_zig = no Zig set
scramble-render-your_trap = Your trap

scramble-guide-pitch = a race to dress your ostrich: plan your move in secret, lay traps for the others, steal their clothes.
scramble-guide-first_time = **Goal**: be the first to wear all four kinds of garment (head, body, legs, feet), found in crates or taken from other ostriches.
    { "*" }*Each round**, everyone at once picks a Zig card (a distance and a direction), may trade three alike for a Zag, then lays traps on the others.
    { "*" }*Then** each ostrich in turn shows its Zig, springs the traps laid on it and moves; a Zag moves it as far again, in any direction.
