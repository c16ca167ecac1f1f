### /game language: answers of the table service.

bot-err-not_allowed_language = Solo quien abrió la mesa o quien administra el canal puede elegir su idioma.
