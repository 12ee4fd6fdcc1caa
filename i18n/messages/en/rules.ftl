### The illustrated rules (`/rules`): page texts of every game and the command's own words.
### Keep en/ and fr/ in step (same keys, same placeholders). A page's text names its action
### ({ $action }), the step its pictures show before and after.

cmd-rules-name = rules
cmd-rules-description = A game's rules in illustrated pages
cmd-rules-game = Which game
cmd-rules-game_name = game
cmd-rules-topic = Which page (the first by default)
cmd-rules-topic_name = topic

rules-heading = **{ $game } · { $title }** (rules, page { $page }/{ $count })
rules-pictures = Pictures: the board before and after { $action }.
rules-previous = Previous
rules-next = Next

rules-error-unknown_game = There are no illustrated rules for “{ $game }”. Games with rules: { $games }.
rules-error-unknown_topic = { $game } has no rules page “{ $topic }”. Pages: { $topics }.

rules-ostriches-placement-title = Placement
rules-ostriches-placement-text = Each player holds six face-down ostriches: Bush, Swap, Eye, Tiles and two plain ones. Taking turns, you place one on an empty square of your three home rows (South: ranks 1-3, North: ranks 4-6); the backs are identical, so only you know which is which. Here the first player plays { $action }.

rules-ostriches-knight-title = The knight move
rules-ostriches-knight-text = Your turn starts with one move: any face-down or face-up ostrich, yours or your opponent's, jumps like a chess knight (two squares one way, one square across) to an empty square that holds no bush. The pawn moved last turn is locked. Here: { $action }.

rules-ostriches-rotation-title = The rotation
rules-ostriches-rotation-text = Every turn ends by rotating one of the four tiles a quarter turn, clockwise (`cw`) or anticlockwise (`ccw`), with everything on it. The tile the moved pawn now stands on is forbidden: here that is { $tile }, so the player turns another one: { $action }.

rules-ostriches-far_rank-title = The far rank
rules-ostriches-far_rank-text = An ostrich that a player moves onto their far rank (rank 6 for South, rank 1 for North) turns face up for good, whoever owns it. It counts for its owner, and if it has a power, the player who moved it now uses that power (passing only when it has no legal use, or with option powers=optional). Here North moves a plain pawn: { $action }.

rules-ostriches-bush-title = Power: Bush
rules-ostriches-bush-text = A revealed Bush ostrich lets the mover carry one bush to any empty square. Nothing may land on a bush, so it blocks jumps. Here: { $action }.

rules-ostriches-swap-title = Power: Swap
rules-ostriches-swap-text = A revealed Swap ostrich lets the mover exchange the places of two face-down pawns, anywhere on the board, without looking at them. Here: { $action }.

rules-ostriches-eye-title = Power: Eye
rules-ostriches-eye-text = A revealed Eye ostrich lets the mover secretly look at two face-down pawns: only they learn colour and power, the board does not change. Here: { $action }.

rules-ostriches-tiles-title = Power: Tiles
rules-ostriches-tiles-text = A revealed Tiles ostrich lets the mover swap two whole tiles, with every pawn and bush on them, keeping each tile's orientation. Here: { $action }.

rules-ostriches-win-title = The win
rules-ostriches-win-text = The first player with four of their own ostriches face up wins at once, even when the opponent turned the fourth one over. Watch whose pawn you carry to your far rank! Here the last step is { $action }.

rules-ostriches-house-title = House rules
rules-ostriches-house-text = Our table’s house rules, where the rulebook is silent:
    • Each player has six ostriches: Bush, Swap, Eye, Tiles and two plain ones. South is red and places on ranks 1-3, North is blue and places on ranks 4-6.
    • Two bushes start on the centre of a random South tile and a random North tile (option bushes=fixed: b2 and e5). Nothing may land on a bush; a knight jumps over anything.
    • The first player is drawn at random; players take turns placing one ostrich face down until all twelve are placed.
    • You may not move the pawn your opponent just moved, followed through rotations and swaps.
    • With no legal move at all you skip the move, may turn any tile, and your opponent's next move is not restricted.
    • A revealed power must be used whenever it has a legal use, whoever owns the pawn (the English rulebook, the original: the mover “now uses this ability”); you pass only when it has none, such as a Swap or an Eye with fewer than two face-down pawns. Option powers=optional keeps the French reading (“peut”): you may pass. The Eye may look at your own pawns too. A rotation never turns a pawn face up.
    • The game ends the moment a colour has four face-up ostriches: no power, no rotation after it. There is no draw: flips are permanent, so the seventh flip always decides.

rules-ostriches-choices-title = Our choices
rules-ostriches-choices-text = Where even the house rules are silent, we chose:
    • Option memory: assist (the default, for play over days) marks on your private board the colour and power of every face-down pawn you know (yours, and those your Eye showed you), followed through every move, rotation and swap, and your notes say where each stands now; pure (the table game) shows every face-down pawn alike to everyone.
    • The public log says who placed a pawn where, so a careful player can follow colours, as at the table.
    • Whether you have a legal move is decided by the board alone, never by a face-down pawn's secret.
    • A /move line of several steps (`b1-c3 NE cw`) is played step by step; where a flip offers a power and the line goes straight on to a rotation, the power is passed if passing is legal; otherwise the line is refused, the power must be used. Games started before the powers option keep the rule they started with (optional).
    • Bots decide from their own seat's view only, so they never see your secrets, but they forget nothing their seat saw: which face-down pawn is whose, and what their Eye showed.

rules-scramble-plan-title = A round and its phases
rules-scramble-plan-text = Each round has three phases. PLAN, all at once: draw Zig cards up to 4, maybe claim a Zag by discarding three cards of one distance (X is wild), then secretly set one Zig card and a direction (`N`, `E`, `S`, `W`) for each ostrich. SET TRAPS, all at once. MOVE, one ostrich after another from the Crown's holder. Here yellow claimed a Zag in secret; when the last Zig is set, the claims are shown and MOVE begins: { $action }.

rules-scramble-traps-title = Traps
rules-scramble-traps-text = After PLAN, a player holding a trap may lay it face down on another player's ostrich. It takes effect when that ostrich reveals its Zig, last laid first: banana (1 further), mud (1 shorter), U-turn (opposite direction), whirlwind (a quarter turn clockwise), catapult (off to the farthest free crate first), butterfingers (drop an off-colour garment). Here: { $action }.

rules-scramble-push-title = A Zig and a push chain
rules-scramble-push-text = On its turn an ostrich reveals its Zig and runs that many squares in its direction (an X card: any distance its player names). Running into another ostrich, it takes that square and stops, and the other one is pushed the rest of the distance the same way, which may push a third: pushes chain. Here: { $action }.

rules-scramble-zag-title = The Zag
rules-scramble-zag-text = An ostrich holding a Zag may spend it after its Zig to run the same distance again, in any direction it likes (not if it fell off during the Zig). Here: { $action }.

rules-scramble-skateboard-title = Skateboards
rules-scramble-skateboard-text = An ostrich that enters a skateboard on its own turn stops there and runs the same distance again from it, in a direction its player chooses; so does one pushed onto it by its player's other ostrich on that player's turn. Pushed onto it by another player's ostrich, it gets nothing from it: the push goes on. Each skateboard works once per ostrich per turn. Here: { $action }.

rules-scramble-crown-title = Empty crates and the Crown
rules-scramble-crown-text = Entering a crate, even pushed, picks up the garment on it; an empty crate gives the Crown (its holder moves first next round and its Zig's arrow sets the turn order) and a trap card (one in hand at most). With two ostriches, one that took the Crown during MOVE goes first at its player's next turn if it has not moved (the round's turn order stays). Here: { $action }.

rules-scramble-fall-title = Falling off
rules-scramble-fall-text = An ostrich that runs off the board falls off the cliff. At the end of the turn, one that fell during its own player's turn (even pushed by that player's other ostrich) puts an off-colour garment back in the pile; every fallen ostrich turns dizzy and comes back on the nearest free crate. Here an X card is given its distance: { $action }.

rules-scramble-reward-title = The reward for pushing off
rules-scramble-reward-text = When another player's ostrich falls during your turn, you choose your reward: steal one of its off-colour garments or draw 2 Zig cards. Garments of an ostrich's own colour can never be stolen. Here: { $action }.

rules-scramble-give-title = Gives
rules-scramble-give-text = A player with two ostriches may hand a garment from one to the other at any time while the game runs, in any phase, as often as they like, also while the game waits for someone else (the status message’s Give a garment button): it is a free action that ends nothing, nor anyone else’s decision. The garment is worn if that body part is free, otherwise it goes into the backpack. Here: { $action }.

rules-scramble-zig-title = A Zig
rules-scramble-zig-text = On its turn an ostrich reveals its Zig card and runs that many squares, one at a time, straight in the direction its player set; with nothing in its way it stops where the distance ends. Here the last Zig of the round is set ({ $action }), and red, holding the Crown, runs first: 2 squares North.

rules-scramble-crates-title = Crates and garments
rules-scramble-crates-text = An ostrich entering a crate, even pushed, picks up the garment on it: worn if that body part is free, otherwise into its backpack. At the end of the turn its player puts a new garment from the pile on a free crate away from that ostrich's row and column. Here green runs 3 North onto a crate and puts on the green body: { $action }.

rules-scramble-trap_banana-title = Trap: banana
rules-scramble-trap_banana-text = A banana makes the trapped ostrich's Zig one square longer, and its Zag too. Here red's X card is given the distance 0, and the banana makes it 1: { $action }.

rules-scramble-trap_mud-title = Trap: mud
rules-scramble-trap_mud-text = Mud makes the trapped ostrich's Zig one square shorter (never below 0), and its Zag too. Here the last trap is laid, MOVE begins with orange, and its 3 becomes 2: { $action }.

rules-scramble-trap_uturn-title = Trap: U-turn
rules-scramble-trap_uturn-text = A U-turn sends the trapped ostrich the opposite way for its Zig (not for its Zag). Here the last trap is laid, MOVE begins with orange, set to run North, and it runs South: { $action }.

rules-scramble-trap_whirlwind-title = Trap: whirlwind
rules-scramble-trap_whirlwind-text = A whirlwind turns the trapped ostrich's Zig a quarter turn clockwise (not its Zag). Here the last trap is laid, MOVE begins with red, set to run North, and it heads East, off the board: { $action }.

rules-scramble-trap_catapult-title = Trap: catapult
rules-scramble-trap_catapult-text = A catapult first puts the trapped ostrich on the crate without an ostrich farthest from it (its owner picks among ties): it takes a garment there, but no Crown and no trap card, then runs its Zig from there. Here red lands on h1 and puts on the green head: { $action }.

rules-scramble-trap_butterfingers-title = Trap: butterfingers
rules-scramble-trap_butterfingers-text = Butterfingers make the trapped ostrich drop one garment not of its own colour back into the pile (its owner chooses; without one, nothing happens). Here the last trap is laid, MOVE begins with orange, and it drops the green head: { $action }.

rules-scramble-win-title = The win
rules-scramble-win-text = You win the moment your ostrich wears a garment of each of the four types (head, body, legs, feet), even in the middle of a turn; with two ostriches, both must. It is a win with style if every garment is of its wearer's colour. With option max_rounds (no limit by default: 0 or absent), if nobody has won after that many rounds, the most garment types worn wins. Here yellow's reward for pushing orange off completes the set: { $action }.

rules-scramble-house-title = House rules
rules-scramble-house-text = Our table’s house rules, where the rulebook is silent or wrong:
    • Two or three players have two ostriches each (two players: red and yellow against orange and green), four to six one each.
    • The board is made of 4x4 tiles, each with three crates and a skateboard: 8x8 for up to four ostriches, 12x8 for five or six. Off the board is the cliff.
    • The Zig deck has 40 cards (1 ×12, 2 ×12, 3 ×10, X ×6), each with a clockwise or anticlockwise arrow; 18 trap cards, three of each trap; the garment pile holds a head, body, legs and feet in each ostrich's colour.
    • An X card's distance (0 to 20) is named when it is revealed; a dizzy ostrich picks its direction after its traps, so a U-turn or whirlwind does nothing to it.
    • A pushed ostrich runs the rest of the distance the same way, so pushes chain; each skateboard works once per ostrich per turn, and not at all on one pushed by another player's ostrich.
    • With two ostriches, the Crown's holder goes first at its player's turn, even one that took it earlier in this MOVE; the turn order stays.
    • Entering any square with a garment picks it up; a freed slot is refilled from the backpack, own colour first. An empty crate gives the Crown and one trap card (one in hand at most).
    • Gives are free, at any time while the game runs, also while it waits for someone else; a give that a steal overtook is refused. A fall during your own turn costs an off-colour garment and earns nothing.
    • Empty decks are reshuffled. No round limit unless option max_rounds sets one (0 or absent: none; 40 among bots alone): then the most garment types worn wins.
    • A game keeps the rules it started with (option rules: 3; 2 if started before gives at any time, when gives waited for your turn; 1 if started before the second audit).

rules-scramble-choices-title = Our choices
rules-scramble-choices-text = Where even the house rules are silent, we chose:
    • A Zag can be claimed only before you set your first Zig of the round, and there is no Zag when the distance is 0.
    • A catapult picks among crates without an ostrich (a garment there is fine) and does nothing if there is none.
    • During PLAN and SET TRAPS the board shows counts as they were when the phase began; claims, gives and trap plays are announced when the phase ends. A give during MOVE is public at once, and giving away the last off-colour garment an ostrich was about to drop spares the drop.
    • A decision with a single answer is taken for you only where everyone can see it has one (which ostrich runs, the Crown's holder included, a single farthest crate, a single garment to drop, a single square); a skate direction is asked of the player whose ostrich pushed their other one onto a skateboard; keeping one of two traps is always asked, even when they match, since skipping the question would tell everyone.
    • Bots decide from their own seat's view only: they never see the others' hands, Zigs or traps.

rules-zigzag-setup-title = Setting up
rules-zigzag-setup-text = Each player is dealt 8 obstacle cards (7 with three or four players), secretly discards two of them into the supply, and lays the rest end to end, in the order they like, as their course. Every field of a card shows one of eight terrains; blue and beige tiles are the rarest, so cards full of them are the ones to discard. Once every course is laid, each player gets a goal card at random, set crossways at the end of the course, and the first round begins. Here Player 2 lays their six cards: { $action }.

rules-zigzag-course-title = The course and where a figure may step
rules-zigzag-course-text = A card has five lanes: A, C and E of four fields, B and D of three set half a field forward between them. A figure starts before its course and steps onto A1, C1 or E1; on a card it may step to any field that touches its own, sideways or even backwards; from one card to the next only straight, from A4, C4 or E4 to the same lane's first field; from A4, C4 or E4 of the last card onto the goal. Each step needs a terrain card showing the field's terrain; when several fields fit, the runner chooses (the picture frames them). Here: { $action }.

rules-zigzag-collect_turns-title = Collecting, one at a time
rules-zigzag-collect_turns-text = Each round starts with all 48 terrain cards face down on the table. With option mode turns (the default) players take turns: flip one card, then take it to the bottom of your collect stack if it helps you, or leave it face up. Instead of flipping you may take a face-up card, or pass. The stack keeps the order you took its cards in and stays hidden, even from you (option peek shows you yours): remember it. Here Player 1 takes the card just flipped: { $action }.

rules-zigzag-collect_live-title = Collecting, all at once
rules-zigzag-collect_live-text = With option mode live everyone collects at the same time, as at a real table: each player flips and decides on one card at a time, and whoever is quicker gets a card. A card left face up is free for anyone, at any moment. Here Player 1 left a card face up that did not fit yet, took one that did, and now takes the first one after it: { $action }.

rules-zigzag-stop-title = Stop! and its penalty
rules-zigzag-stop-text = Any player still racing may call Stop at any moment: collecting ends at once, the caller runs first, then the others in seat order. Call it when you think your stack takes you home, or when every card lies face up and none helps you. A player who called Stop while cards still lay face down and does not reach the goal is penalised: the top card of the supply joins their course, before the goal card. Here Player 2 calls it with two cards: { $action } (this table plays with option autopilot, so the figures run on by themselves).

rules-zigzag-run-title = Running with your stack
rules-zigzag-run-text = In the running phase each runner turns their stack over, first card taken on top, and plays it card by card: each card moves the figure to a touching field of that terrain, and where several fit the runner chooses. A card that fits nowhere ends the turn and the rest of the stack goes back to the table. Cards the figure has moved completely through leave the course. Here Player 1 still holds four cards and chooses: { $action }.

rules-zigzag-goal-title = The goal and the win
rules-zigzag-goal-text = From A4, C4 or E4 of the last card, a card of your goal's terrain takes your figure onto the goal card, and the first player there wins at once. With option places the others race on for second place and the next ones. Here Player 1 steps onto the goal: { $action }.

rules-zigzag-longer-title = The longer game
rules-zigzag-longer-text = With option races (long: four races with two or four players, three with three) a race ends with the round in which a figure reaches its goal. Each player scores a point for every obstacle card they moved completely through, then passes all their obstacle cards and their goal card to their left neighbour, who lays a new course with them. After the last race the most points win; a tie goes to whoever did best in the last race. Here the first race ends: { $action }.

rules-zigzag-house-title = House rules
rules-zigzag-house-text = Our table’s house rules, where the rulebook is silent or wrong:
    • The 28 obstacle cards have fixed faces, laid as printed; the goal cards are dealt once every course is laid.
    • The round's first player moves one seat each round (the rulebook's "youngest player").
    • Option mode: turns (the default, for playing at your own pace: flip then take or leave, or take a face-up card, or pass; everyone passing in a row ends collecting) or live (the table game, everyone at once).
    • Option peek: when collecting in turns you see your own stack, in order (on by default: a house rule for play over days, nobody remembers a week of cards); live collecting keeps the table's rule, your stack hidden even from you (peek off). Flips are public, so a careful player can remember.
    • Anyone still racing may call Stop at any moment, even out of turn.
    • The Stop penalty applies only when some card was still face down at the Stop; with an empty supply there is none.
    • When several fields fit, the runner chooses; option autopilot picks the farthest. Cards behind your figure leave the course after your run.
    • Option places: in the plain game the others race on for places; in the longer game a race still ends at the end of the round in which the first figure reaches its goal, as printed, and the points order the others by how far they got. Option races: 1 (default), long (four races with two or four players, three with three) or a count up to 4; a points tie goes to whoever passed the most cards in the last race.
    • Option rounds: no limit by default; with a limit, the figure nearest its goal wins a plain game.

rules-zigzag-choices-title = Our choices
rules-zigzag-choices-text = Where even the house rules are silent, we chose:
    • Setup is private until every course of the race is laid.
    • A take does not name the terrain: a stack can be remembered, not read.
    • A single fitting field is taken without asking: the runner's stack is turned over for all to see, so this reveals nothing.
    • Without option places, everyone but the winner shares second place.
    • A game keeps the rules it started with (option rules): games started before the longer game's races ended as printed play version 1, where with places a race went on while two figures raced.
    • The bot playing for an absent player calls Stop only when its stack reaches the goal or every card lies face up, so it never draws a penalty card.
    • Bots decide from their own seat's view only, never from the face-down cards, but they remember the cards they took, as a careful player does.
