### Ratings: the final post's rating changes, /stats player's ratings, the rating boards of
### /stats leaderboard, and /settings ratings. Keep en/ and fr/ in step (same keys, same
### placeholders). Command names: lowercase, at most 32 characters.

ratings-change = { $name }: rating { $before } → { $after } ({ $delta })
ratings-change_provisional = { $name }: rating { $before } → { $after } ({ $delta }), provisional

ratings-title = Ratings (mean ± uncertainty; the figure ranked is the mean less three uncertainties):
ratings-line = { $kind }: **{ $rating }** ({ $mean } ± { $spread }), { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
ratings-line_provisional = { $kind }: **{ $rating }** ({ $mean } ± { $spread }), provisional, { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }

ratings-board_title = **{ $kind }** · ratings in this server
ratings-board_title_all = **{ $kind }** · ratings across servers
ratings-board_line = { $rank }. { $name } — **{ $rating }** ({ $mean } ± { $spread }), { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
ratings-board_apart = Fewer than { $min ->
        [one] { $min } rated game
       *[other] { $min } rated games
    }, not ranked yet:
ratings-board_apart_line = { $name } — { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
ratings-board_empty = Nobody has a { $kind } rating here yet.
ratings-board_bots = Landmarks: easy bot { $easy }, normal bot { $normal }, hard bot { $hard }.

cmd-stats-leaderboard-scope = Where: this server (default) or across servers
cmd-stats-leaderboard-scope_name = where
ratings-scope-server = this server
ratings-scope-all = across servers

cmd-settings-ratings-name = ratings
cmd-settings-ratings-description = Whether your ratings show on the boards across servers
ratings-shown_on = Your ratings show on the boards across servers.
ratings-shown_off = Your ratings no longer show on the boards across servers (this server's boards still list you).
