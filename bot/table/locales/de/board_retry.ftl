# A board that could not be drawn after a move (the move is kept).
bot-board-failed = Das Spielbrett konnte nicht gezeichnet werden. Der Zug gilt; das Spielbrett folgt mit dem nächsten Zug oder mit /game status.
