### Zig Zag: every message of the game (events, refusals, options, image labels). Keep en/ and fr/ in step.

zigzag-terrain-bluetile = blue tiles
zigzag-terrain-beigetile = beige tiles
zigzag-terrain-clay = clay
zigzag-terrain-field = field
zigzag-terrain-water = water
zigzag-terrain-cobble = cobblestones
zigzag-terrain-meadow = meadow
zigzag-terrain-sand = sand

zigzag-token-flip = Flip
zigzag-token-take = Take
zigzag-token-leave = Leave
zigzag-token-pass = Pass
zigzag-token-stop = Stop!
zigzag-token-go = Move
zigzag-token-goal = Goal
zigzag-token-discard = Discard
zigzag-token-next = Lay next
zigzag-token-order = Lay in order
zigzag-token-bluetile = blue tiles
zigzag-token-beigetile = beige tiles
zigzag-token-clay = clay
zigzag-token-field = field
zigzag-token-water = water
zigzag-token-cobble = cobblestones
zigzag-token-meadow = meadow
zigzag-token-sand = sand

zigzag-pick-discard = Discard
zigzag-pick-next = Lay next
zigzag-pick-order = Lay in order
zigzag-pick-flip = Flip a card
zigzag-pick-flip_range = Flip a card in slots
zigzag-pick-take = Take a face-up card
zigzag-pick-take_range = Take a face-up card in slots
zigzag-pick-take_flipped = Take the card you flipped
zigzag-pick-leave = Leave it face up
zigzag-pick-pass = Pass
zigzag-pick-stop = Stop!
zigzag-pick-go = Move your figure
zigzag-pick-goal = Into the goal

zigzag-pick_help-discard = Set these two cards aside, secretly, before laying your course.
zigzag-pick_help-next = Lay this card at the end of your course.
zigzag-pick_help-order = Lay these cards at the end of your course, in this order.
zigzag-pick_help-flip = Turn it face up: then take it or leave it.
zigzag-pick_help-flip_range = Choose among these table slots.
zigzag-pick_help-take = It goes to the bottom of your collect stack.
zigzag-pick_help-take_range = Choose among these table slots.
zigzag-pick_help-take_flipped = It goes to the bottom of your collect stack.
zigzag-pick_help-leave = The card stays face up, free for anyone to take.
zigzag-pick_help-pass = Do nothing this turn; if everyone passes in a row, collecting ends.
zigzag-pick_help-stop = Collecting ends now for everyone; it risks a penalty while cards are still face down.
zigzag-pick_help-go = The field your figure steps to with this card.
zigzag-pick_help-goal = Your figure reaches the goal with this card.

zigzag-option-mode = How players collect terrain cards

zigzag-option-mode-turns = Turns: one player at a time (asynchronous play)
zigzag-option-mode-live = Live: everyone at once, as at the table

zigzag-option-peek = Let players see their own collect stack (house rule; on by default when collecting in turns, off live)

zigzag-option-peek-on = On: you see your own stack, in order (house rule for play over days)
zigzag-option-peek-off = Off: remember your stack yourself, as at the table

zigzag-option-autopilot = Pick the farthest field automatically when several fit
zigzag-option-places = Keep racing for 2nd, 3rd... places after the winner
zigzag-option-races = Races: 1 (the plain game), long (the rulebook's longer game: 4 races with 2 or 4 players, 3 with 3) or a count up to 4
zigzag-option-rounds = Most rounds per race, 0 for no limit (house rule; at the limit the nearest figure wins a plain game)
zigzag-option-rules = Rules version: 2, the default, the rulebook as printed (second audit); 1, as before it (a game keeps the version it started with)

zigzag-option_name-mode = Collecting
zigzag-option_name-peek = Peek at own stack
zigzag-option_name-autopilot = Autopilot
zigzag-option_name-places = Race for places
zigzag-option_name-races = Races
zigzag-option_name-rounds = Rounds at most
zigzag-option_name-rules = Rules version

zigzag-option_value-mode-turns = in turns
zigzag-option_value-mode-live = live

zigzag-option_value-peek-on = on (you see your own stack, in order)
zigzag-option_value-peek-off = off (you remember your stack, as at the table)

zigzag-option_value-rules-1 = 1 (before the second audit)
zigzag-option_value-rules-2 = 2 (as printed)

zigzag-error-game_over = The game is over: nothing more can be played.
zigzag-error-no_such_seat = There is no seat { $seat } in this game.
zigzag-error-not_your_turn = It is not your turn: the game waits for another player.
zigzag-error-not_waiting = The game is not waiting for you right now.
zigzag-error-phase_setup = “{ $verb }” does not fit now: during setup, play discard N N, then next N (or order N N ...).
zigzag-error-phase_collect = “{ $verb }” does not fit now: while collecting, play flip N, take, leave, take N, pass or stop.
zigzag-error-phase_run = “{ $verb }” does not fit now: your figure is running; play go (course card):(field), e.g. go 2:C2, or goal.
zigzag-error-next_one = next lays one card; to lay several, write order followed by the card numbers.
zigzag-error-bad_slot = { $slot } is not a table slot (1-48).
zigzag-error-bad_target = Name the field as course card:field, e.g. go 2:C2.
zigzag-error-already_discarded = You have already discarded your two cards; lay your course now (next N).
zigzag-error-discard_two = Discard exactly two different cards from your hand.
zigzag-error-not_in_hand = Card { $card } is not in your hand (your hand: { $hand }).
zigzag-error-discard_first = Discard two cards first (discard N N), then lay your course.
zigzag-error-lay_nothing = Name the card to lay, e.g. next 3.
zigzag-error-card_twice = Card { $card } appears twice: each card of your hand is laid once.
zigzag-error-not_face_down = Slot { $slot } does not hold a face-down card: flip turns over a card lying face down.
zigzag-error-not_face_up = Slot { $slot } does not hold a face-up card: take N takes a card lying face up.
zigzag-error-reserved = The card in slot { $slot } is reserved for the player who flipped it and is deciding.
zigzag-error-no_pass_live = There is no passing in live mode: flip a card, take a face-up card or call stop.
zigzag-error-nothing_flipped = You have no flipped card to take or leave; flip one first (flip N), or take a face-up card (take N).
zigzag-error-decide_first = First decide on the card you flipped in slot { $slot }: take, leave or stop.
zigzag-error-decide_first_turns = First decide on the card you flipped in slot { $slot }: take it or leave it (or call Stop).
zigzag-error-not_a_choice = { $target } is not a field your figure may step to now: { $choices }.
zigzag-error-player_count = Zig Zag is played by { $low } to { $high } players, not { $players }.

zigzag-parse-empty = Write an action, e.g. flip 23, take, leave, pass or stop.
zigzag-parse-unknown = “{ $text }” is not a Zig Zag action. Actions: discard N N, next N, order N N ..., flip N, take, take N, leave, pass, stop, go 2:C2, goal.
zigzag-parse-card_range = “{ $value }” is not an obstacle card number (1-28).
zigzag-parse-slot_range = “{ $value }” is not a table slot (1-48).
zigzag-parse-bad_spot = “{ $value }” is not a field: write course card:field, e.g. go 2:C2 (lanes A-E; rows 1-4 in A, C, E and 1-3 in B, D).

zigzag-parse-usage-discard = “{ $text }”: write discard and two card numbers from your hand, e.g. discard 12 17.
zigzag-parse-usage-next = “{ $text }”: write next and one card number, e.g. next 3.
zigzag-parse-usage-order = “{ $text }”: write order and the card numbers in course order, e.g. order 3 8 1 22 5.
zigzag-parse-usage-flip = “{ $text }”: write flip and a table slot, e.g. flip 23.
zigzag-parse-usage-take = “{ $text }”: write take (the card you flipped) or take and a slot, e.g. take 23.
zigzag-parse-usage-go = “{ $text }”: write go and course card:field, e.g. go 2:C2.
zigzag-parse-usage-leave = “{ $text }”: leave takes nothing after it.
zigzag-parse-usage-pass = “{ $text }”: pass takes nothing after it.
zigzag-parse-usage-stop = “{ $text }”: stop takes nothing after it.
zigzag-parse-usage-goal = “{ $text }”: goal takes nothing after it.

zigzag-event-discarded = { $player } has discarded two cards.
zigzag-event-you_discarded = You discard cards { $cards }.
zigzag-event-laid = { $player } has laid { $size } of { $total ->
        [one] { $total } course card
       *[other] { $total } course cards
    }.
zigzag-event-you_laid = You lay { $count ->
        [one] card
       *[other] cards
    } { $cards }: your course now has { $size } of { $total ->
        [one] { $total } card
       *[other] { $total } cards
    }.
zigzag-event-courses_laid = Every course is laid: the race begins!
zigzag-event-round_start = Round { $round }: the 48 terrain cards lie shuffled face down. Zig Zag! { $player } starts.
zigzag-event-took_flipped = { $player } takes the card from slot { $slot }.
zigzag-event-left = { $player } leaves the card in slot { $slot } face up.
zigzag-event-took_face_up = { $player } takes the face-up card from slot { $slot }.
zigzag-event-passed = { $player } passes.
zigzag-event-all_passed = Everyone passed in a row: collecting ends.
zigzag-event-stop = { $player } calls Stop! Collecting ends.
zigzag-event-stop_all_up = { $player } calls Stop with every card face up. Collecting ends.
zigzag-event-table_empty = The table is empty: collecting ends.
zigzag-event-turn_over = { $player } turns over their stack of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } and runs.
zigzag-event-nothing_collected = { $player } collected nothing this round.
zigzag-event-reached_goal = { $player } reaches the goal in position { $place }!
zigzag-event-cards_done = { $count ->
        [one] { $count } completed card leaves
       *[other] { $count } completed cards leave
    } { $player }'s course.
zigzag-event-no_penalty = { $player } missed the goal, but every card was face up at the Stop: no penalty.
zigzag-event-penalty_supply_empty = { $player } missed the goal after calling Stop, but the supply is empty: no penalty.
zigzag-event-penalty = { $player } missed the goal after calling Stop: card { $card } is added before the goal (course: { $size ->
        [one] { $size } card
       *[other] { $size } cards
    }).
zigzag-event-race_points = Race { $race }: { $player } scores { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (total { $total }).
zigzag-event-cards_passed = Everyone passes their obstacle cards and goal card to the left; lay your course for race { $race }.
zigzag-event-winner = { $player } wins!
zigzag-event-place = { $player } finishes in place { $place }.
zigzag-event-round_limit = Round { $round } was the last one allowed for this race.

zigzag-event-goal-water = { $player } draws the water goal card.
zigzag-event-goal-cobble = { $player } draws the cobblestones goal card.
zigzag-event-goal-meadow = { $player } draws the meadow goal card.
zigzag-event-goal-sand = { $player } draws the sand goal card.

zigzag-event-flip-bluetile = { $player } flips slot { $slot }: blue tiles.
zigzag-event-flip-beigetile = { $player } flips slot { $slot }: beige tiles.
zigzag-event-flip-clay = { $player } flips slot { $slot }: clay.
zigzag-event-flip-field = { $player } flips slot { $slot }: field.
zigzag-event-flip-water = { $player } flips slot { $slot }: water.
zigzag-event-flip-cobble = { $player } flips slot { $slot }: cobblestones.
zigzag-event-flip-meadow = { $player } flips slot { $slot }: meadow.
zigzag-event-flip-sand = { $player } flips slot { $slot }: sand.

zigzag-event-move-bluetile = { $player } moves to { $spot } (blue tiles).
zigzag-event-move-beigetile = { $player } moves to { $spot } (beige tiles).
zigzag-event-move-clay = { $player } moves to { $spot } (clay).
zigzag-event-move-field = { $player } moves to { $spot } (field).
zigzag-event-move-water = { $player } moves to { $spot } (water).
zigzag-event-move-cobble = { $player } moves to { $spot } (cobblestones).
zigzag-event-move-meadow = { $player } moves to { $spot } (meadow).
zigzag-event-move-sand = { $player } moves to { $spot } (sand).

zigzag-event-blocked-bluetile = { $player } cannot place the blue tiles card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-beigetile = { $player } cannot place the beige tiles card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-clay = { $player } cannot place the clay card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-field = { $player } cannot place the field card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-water = { $player } cannot place the water card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-cobble = { $player } cannot place the cobblestones card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-meadow = { $player } cannot place the meadow card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.
zigzag-event-blocked-sand = { $player } cannot place the sand card: the turn ends and { $count ->
        [one] { $count } card goes
       *[other] { $count } cards go
    } back to the table.

zigzag-outcome-goal = { $player } reached the goal first.
zigzag-outcome-places = { $player } reached the goal first; the others raced on for places.
zigzag-outcome-points = Most points after { $races ->
        [one] { $races } race
       *[other] { $races } races
    } ({ $points }).
zigzag-outcome-round_limit = Nobody reached the goal within { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }: the figure nearest its goal wins.

zigzag-describe-player = Player { $number }
zigzag-describe-title = **Zig Zag** · race { $race }/{ $races } · round { $round }
zigzag-describe-setup = Setup: each player discards two cards, then lays their course. Waiting for: { $waiting }.
zigzag-describe-collect_turns = Collecting, one at a time: { $name } to play.
zigzag-describe-collect_live = Collecting, live: everyone at once.
zigzag-describe-run = Running: { $name } places a { $terrain } card; choices: { $choices }.
zigzag-describe-over = Game over. Winner: { $winners }.
zigzag-describe-at_goal = in the goal
zigzag-describe-at_start = at the start
zigzag-describe-goal_later = dealt once every course is laid
zigzag-describe-seat = { $name }: goal { $goal }, { $cards ->
        [one] { $cards } course card
       *[other] { $cards } course cards
    }, figure { $where }, stack { $stack }
zigzag-describe-points = , { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $done ->
        [one] { $done } card
       *[other] { $done } cards
    } passed this race)
zigzag-describe-your_hand = Your hand: { $cards }
zigzag-describe-your_discards = Your discards: { $cards }
zigzag-describe-discard_hint = Discard two cards: discard N N.
zigzag-describe-lay_hint = Lay your course, first card first: next N (or order N N ...).
zigzag-describe-your_stack = Your stack (first taken first): { $stack }
zigzag-describe-your_stack_size = Your stack: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, face down: you may not look.
zigzag-describe-holding = You flipped slot { $slot } ({ $terrain }): take it or leave it.

zigzag-render-title = Zig Zag · race { $race }/{ $races } · round { $round }
zigzag-render-status_setup = Setup: discard two cards, then lay the course. Waiting for: { $names }
zigzag-render-mode_turns = one at a time
zigzag-render-mode_live = live
zigzag-render-status_collect = Collecting ({ $mode }): { $names }
zigzag-render-status_run = Running: { $name } places { $terrain }; choose { $choices }
zigzag-render-status_over = Game over. Winner: { $names }
zigzag-render-laying = laying the course: { $laid } of { $total }
zigzag-render-card_label = { $position } · #{ $number }
zigzag-render-you = { $name } (you)
zigzag-render-goal_is = goal:
zigzag-render-goal_later = not dealt yet
zigzag-render-stack = stack: { $count }
zigzag-render-points = points: { $points } (+{ $done })
zigzag-render-penalties = penalties: { $count }
zigzag-render-place = place { $place }
zigzag-render-goal = Goal
zigzag-render-your_hand = Your hand (card numbers)
zigzag-render-table = Table: { $down } face down, { $up } face up
zigzag-render-next = Next step:

zigzag-guide-pitch = a race along your own obstacle course: grab the terrain cards it needs, in order, before the others do.
zigzag-guide-first_time = **Goal**: be the first to bring your figure along your obstacle course to your goal card.
    { $mode ->
        [live] { "*" }*Collecting**: everyone at once turns terrain cards over and keeps those that fit the next fields of their course, in order, until someone calls **Stop!**.
       *[turns] { "*" }*Collecting**: one at a time, in turns: flip a terrain card and keep it if it fits the next field of your course, in order, or take a face-up card, or pass, until someone calls **Stop!**.
    }
    { "*" }*Running**: your figure then steps to an adjacent field matching each card, in the order collected; the first card that fits nowhere ends your run.
