### /game language: answers of the table service.

bot-err-not_allowed_language = Jazyk stolu může zvolit jen hráč, který stůl otevřel, nebo správce kanálu.
