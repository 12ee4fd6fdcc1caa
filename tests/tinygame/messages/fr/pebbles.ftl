### The words of Pebbles, the game that lives only in the tests (see tests/tinygame). A real
### game puts the same messages in i18n/messages/<language>/<game>.ftl.

game_name-pebbles = Cailloux

pebbles-token-take = Prendre

pebbles-event-took = { $player } prend { $count } (tas : { $pile }).
pebbles-event-bonus = Le bonus caché de { $player } était { $bonus }.

pebbles-private-bonus = Votre bonus caché : { $bonus }.

pebbles-describe-pile = Tas : { $pile } cailloux. À { $player } de jouer.
pebbles-describe-over = Le tas est vide.
pebbles-describe-player = Joueur { $number }
pebbles-describe-score = { $player } : { $taken } pris.

pebbles-error-players = Cailloux se joue de { $low } à { $high } joueurs, pas { $count }.
pebbles-error-not_your_turn = Ce n'est pas votre tour.
pebbles-error-bad_take = Prenez 1 ou 2 cailloux, et pas plus que le tas n'en contient.
pebbles-error-notation = Écrivez `take 1` ou `take 2`.

pebbles-outcome-most = { $player } finit avec le plus de cailloux et de bonus.
