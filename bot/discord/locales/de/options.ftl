# A slash-command option whose value is not of its declared type (bot/discord/options.py): said privately,
# nothing runs. $option is the option's name, $value what was sent.
bot-discord-option-whole = `{ $option }` nimmt eine ganze Zahl, und { $value } ist keine. Es wurde nichts geändert.
bot-discord-option-whole_range = `{ $option }` nimmt eine ganze Zahl von { $min } bis { $max }, und { $value } ist keine. Es wurde nichts geändert.
bot-discord-option-number = `{ $option }` nimmt eine Zahl, und { $value } ist keine. Es wurde nichts geändert.
bot-discord-option-number_range = `{ $option }` nimmt eine Zahl von { $min } bis { $max }, und { $value } ist keine. Es wurde nichts geändert.
bot-discord-option-text = `{ $option }` nimmt einen Text, und { $value } ist keiner. Es wurde nichts geändert.
bot-discord-option-yes_no = `{ $option }` nimmt True oder False, und { $value } ist keins von beiden. Es wurde nichts geändert.
bot-discord-option-choice = `{ $option }` nimmt nur die angebotenen Werte, und { $value } ist keiner davon. Es wurde nichts geändert.
