### Games worth remembering: the commitment to a game's seed, its reveal with the
### record, the animated replay, and /game replay. Keep en/ and fr/ in step (same keys, same
### placeholders).

fair-commitment = -# Tirages équitables : la graine de cette partie est scellée. Engagement (SHA-256 de la graine et du sel) : `{ $commitment }`
fair-revealed = -# Graine `{ $seed }`, sel `{ $salt }` : SHA-256 donne `{ $commitment }`, l’engagement affiché au début. Vérifiez chaque donne, pioche et mélange avec `python bot.py --verify { $file }`.

cmd-game-replay-name = revoir
cmd-game-replay-description = Parcourir les coups d’une partie, en privé

replay-start = Le début (coups joués depuis : { $total })
replay-move = Coup { $move } sur { $total }
replay-played = { $player } a joué `{ $notation }`.
replay-played_hidden = { $player } a joué.
replay-public = -# Le plateau tel que toute la table le voyait alors ; vos propres secrets restent dans Ma vue.
replay-revealed = -# La partie est finie : le plateau montre tout ce qui était caché.

replay-error-bad_move = Ce n’est pas un numéro de coup : utilisez les boutons, ou un nombre d’au plus neuf chiffres.
