### /help, and what a newcomer reads: the help page's parts (each game's pitch and first-time
### summary are in the game's own file: `<game>.pitch`, `<game>.first_time`). Keep en/ and fr/ in step.

help-title = **Jouer ici**
help-start = **Lancer ou rejoindre une partie** : `{ $new } { $kind }:<jeu>` ouvre un salon d’attente (ajoutez `{ $bots }:1` pour jouer contre des bots, ou `{ $practice }:True` pour vous entraîner en privé) ; appuyez sur **Rejoindre** sur sa carte, et l’hôte appuie sur **Lancer**. `{ $list }` montre les parties de ce salon, `{ $mine }` les vôtres.
help-turn = **Jouer un tour** : appuyez sur **Jouer** (vos coups permis, pas à pas) ou tapez `{ $move } { $action }:<coup>`. **Ma vue** ou `{ $view }` montre ce que vous seul pouvez voir ; `{ $log }` et `{ $recap }` racontent ce qui s’est passé ; `{ $replay }` la rejoue coup par coup.
help-away = **En votre absence** : `{ $vacation } { $days }:<n>` met vos pendules en pause ; le bot joue une place dont la pendule est tombée jusqu’à ce que vous la repreniez avec `{ $reclaim }` ; `{ $resign }` quitte une partie.
help-settings = **Réglages** : `{ $language }`, `{ $notifications }`, `{ $digest }` ; gestionnaires du serveur : `{ $threads }`, `{ $server_language }`, `{ $takeover }`.
help-stats = **Statistiques** : `{ $player }` et `{ $leaderboard }`.
help-flow = **Une partie** : une fois lancée, elle a son propre fil, où sont publiés ses plateaux et son message d’état (à qui le tour). Vous jouez avec des boutons, à votre rythme ; ce que vous seul pouvez voir (main, pions, nouvelles) arrive en privé, par MP ou via **Ma vue**.
help-games = **Les jeux**
help-game = • **{ $name }** ({ $players }) : { $pitch }{ $rules }
help-rules = { " " }`{ $command }`
help-players_exact = { $high } joueurs
help-players = { $low } à { $high } joueurs

refusal-rule = -# La règle : « { $title } ». Voir `{ $command }`
refusal-notation = -# Comment écrire une action : tapez `{ $move } { $action }:` et choisissez l’une de vos actions permises dans sa liste, ou appuyez sur **{ $play }** sous le plateau.

first_time-heading = -# Votre première partie de { $kind } : comment elle se joue
