### The AI levels in words (bot/table/ai_levels.py): the lobby's AI seat select, /play's level choices,
### /rules' topic on the AI levels. The wording may follow what the levels do; the ids stay.
## The -short forms fit a select option's description and a command choice (100 characters with the name).

bot-ai-level-expert = expert
bot-ai-describe-random = plays legal moves at random
bot-ai-describe-random-short = plays legal moves at random
bot-ai-describe-easy = sometimes takes the move with the best immediate gain, otherwise a random legal move
bot-ai-describe-easy-short = sometimes the best immediate gain, otherwise a random move
bot-ai-describe-medium = always takes the best immediate gain, looking ahead to the end of its own turn
bot-ai-describe-medium-short = always the best immediate gain, to the end of its own turn
bot-ai-describe-hard = plans ahead: searches many possible futures, guessing the cards it cannot see
bot-ai-describe-hard-short = plans ahead: searches many futures, guessing unseen cards
bot-ai-describe-expert = searches longer and judges positions more sharply than hard; the strongest level, and the one that gives hints
bot-ai-describe-expert-short = the strongest: searches longer and sharper than hard; gives hints

## /rules <game> topic: AI levels (every game)

bot-rules-ai_levels-title = AI levels
bot-rules-ai_levels-intro = AI seats (the lobby's AI seats…, /play ai:N level:) play at one of these levels, the weakest first. Every level reads only what its seat may see.
bot-rules-ai_levels-line = **{ $level }**: { $description }
bot-rules-ai_levels-hints = **Suggest** on your panel shows what the { $level } level would choose for you, where the table allows hints.
