### /game language: answers of the table service.

bot-err-not_allowed_language = Only the player who opened the table or a channel manager can choose its language.
