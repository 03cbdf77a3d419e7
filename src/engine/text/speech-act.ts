/**
 * What a claim does besides stating a fact, read from its structure rather than a list of fixed
 * phrases: the speaker talking about themself ("I'm not a doctor", "Personally, I find ..."),
 * politeness addressed to the reader ("Sorry to hear that", "Enjoy the trip"), talk about the
 * answer itself ("Here's a summary of ...:", "You asked whether ..."), a question, a disclaimer
 * ("This isn't legal advice"), or an evaluation with no fact in it ("That's a solid result").
 * None of these is checked against the passages.
 */
import { hasAddress } from './addresses.ts';
import type { UnitFacts } from './unit-facts.ts';

/** How a claim that is not a plain statement of fact is treated. */
export type SpeechAct = 'framing' | 'opinion' | 'refusal';

const LEAD = String.raw`^(?:(?:well|ok(?:ay)?|yeah|yes|no|oh|ah|ouch|oof|aw|aww|hmm|so|also|and|but|just|great|perfect|alright|right|honestly|personally|frankly|unfortunately|sadly|just so you know|to be honest|that said|for what it's worth|don't worry|do not worry),?\s+)*`;
/** The speaker as subject: "I", "I'm", "I'd", "I've", "I can't". */
const SPEAKER = new RegExp(`${LEAD}i(?:'m|'d|'ve|'ll| am| would| have| will| do| can| could| must| cannot| can't| don't| am not| 'm not)?\\b`, 'i');
/** The speaker declining to answer: "I can't confirm that", and any verb before a question word: "I can't speak to how your manager will react", "I can't judge whether your appeal would succeed". */
const SPEAKER_REFUSES = /\bi(?:'m| am)?\s*(?:not able to|unable to|can't|cannot|can not|couldn't|don't|do not|won't)\s+(?:predict|say|tell|know|confirm|guarantee|advise|give|offer|provide|comment|speculate|promise|determine|find|see|check|access|look up|view|process|action|arrange|book|cancel|change|issue|handle|make changes|do that|do this|help|assess|diagnose|examine)|\bi(?:'m| am)?\s*(?:not able to|unable to|can't|cannot|can not|couldn't)\s+[a-z]+(?:\s+(?:to|on|about|for))?\s+(?:whether|how|what|if|why|when|which|who)\b/i;
/** The speaker's taste: an opinion whatever it mentions ("I find PostgreSQL the nicer of the two"). */
const SPEAKER_EVALUATES = /\bi(?:'d| would)?\s*(?:personally\s+)?(?:feel|find|prefer|love|loved|like|liked|enjoy|enjoyed|must say|have to say|would say|'d say)\b/i;
/** The speaker's belief: an opinion without a figure; with one ("I think it costs $20") a claim to check. */
const SPEAKER_BELIEVES = /\bi(?:'d| would)?\s*(?:personally\s+)?(?:think|believe|guess|suppose|reckon|consider|imagine|expect)\b/i;
/** The speaker talking about the answer or hedging it, not about the world: "I hope", "I'm not sure", "I'll summarise". */
const SPEAKER_FRAMES = new RegExp(`${LEAD}i(?:'m| am)?\\s*(?:not (?:a|an|your)\\b|not (?:sure|certain)|unsure|(?:really |do |truly |so )?hope|wish|(?:'ll|will|can|would|'d) (?:summari[sz]e|explain|list|go|walk|break|help|check|try|look|answer)|(?:'ll|will|can|could) (?:share|tell you|pass on|outline) what\\b|(?:'m|am) (?:always |more than |really |very )?(?:happy|glad|sorry|afraid|here)|(?:really |do |truly )?appreciate|(?:'d|would) be (?:happy|glad|delighted|more than happy) to|(?:don't|do not) know|(?:don't|do not) (?:remember|recall)|have (?:summari[sz]ed|listed)|(?:'ve|have) (?:summari[sz]ed|listed)|would (?:suggest|recommend|advise)|(?:'d|would) (?:(?:still|also|strongly|really) )?(?:suggest|recommend|advise)|(?:'d|would) (?:(?:still|also|probably|definitely) )?(?:have a (?:quick )?(?:word|chat)|speak|talk|check) (?:with|to)|recommend|suggest)\\b`, 'i');
/**
 * The speaker consulting the sources, with no finding of its own after it (no "that", "and", "but", "which" clause): "I had a look at your
 * booking", "I've checked the policy for you", "I went through the documents you shared". A
 * that-clause ("I checked and found that the fee is waived") is a finding: checked.
 */
const CONSULTED = new RegExp(`${LEAD}i(?:'ve| have| had)?\\s+(?:just\\s+|quickly\\s+|also\\s+)?(?:checked|looked\\s+(?:at|into|through|over|up)|had\\s+a\\s+(?:quick\\s+|closer\\s+|good\\s+)?look|gone\\s+(?:through|over)|went\\s+(?:through|over)|read\\s+(?:through|over)|reviewed|searched|consulted|scanned)\\b(?!.*\\b(?:that|and|but|so|which|where)\\b)`, 'i');
/** Politeness and wishes addressed to the reader. */
const POLITE = new RegExp(`${LEAD}(?:(?:i'm |i am |we're |we are |so )?sorry|(?:my |our )?(?:sincere )?apologies|i (?:really |do |truly )?appreciate|(?:it's|it is|that's|that is) (?:very |so |really )?(?:kind|thoughtful|sweet|good) of you\\b|good to (?:know|hear)|nice to (?:know|hear)|(?:please\\s+)?(?:do\\s+)?reach out(?: to (?:the |your |our )?[\\w'-]+(?: [\\w'-]+){0,2})? (?:any ?time|whenever|if)|well done|nicely done|(?:any|if you have any) (?:other|more|further) questions|ask away|(?:we're|we are) here if|welcome|congratulations|congrats|thanks|thank you|cheers|good luck|best of luck|enjoy|have a (?:great|good|nice|lovely|safe|wonderful|fantastic|brilliant|amazing|fabulous|relaxing|restful|smooth|pleasant|fun)|safe travels|bon voyage|happy (?:travels|reading|coding|holidays)|wishing (?:you|your \\w+|[a-z]+ (?:a|an|the|all the|every)\\b)|great news|good news|no problem|no worries|absolutely|certainly|of course|sure(?:\\s+thing)?|great question|good question|fair question|(?:we|i) (?:look|are looking|'re looking) forward to|happy to help|(?:we're|we are|i'm|i am) (?:always )?(?:here|happy|glad) to help|no bother(?: at all)?|not (?:a|such a) (?:silly|stupid|daft|dumb|bad) question|(?:there's |there is )?no such thing as a (?:silly|stupid|daft|dumb) question|you(?:'ve| have) got this|you can do this|(?:you're|you are) (?:very |most |so )?welcome|glad (?:to|you|i)|(?:i |we )?(?:really |do |truly |so |very much )?hope (?:this|that|it|you|your|everything|the|(?:he|she|they)(?:'s|'re| is| are| feels?)\\b)|hopefully (?:this|that|it) (?:helps|clears|answers|makes|covers|gives|explains|gets you)|all the (?:very )?best|(?:this|that|the above) should (?:cover|answer|help|give you|clear)|feel free|don't hesitate|let (?:me|us) know)\\b`, 'i');
/** An offer of more help: "Happy to look at any other clause if that helps", "If you'd like, I can explain how to find the form". */
const OFFER = /^(?:(?:and|but|so),?\s+)?(?:(?:if you(?:'d| would) like|if you want|if (?:it|that) helps),?\s+)?(?:i(?:'d| would) be (?:happy|glad) to|i(?:'m| am) (?:happy|glad) to|happy to|glad to|i can|i could)\s+(?:also\s+)?(?:help|clarify|open|raise|log|set up|arrange|start|estimate|price|cost|explain|outline|compare|look|check|walk you through|go over|go through|run through|run the numbers|crunch the numbers|do the maths|work (?:it|this|that|them) out|show you|find|draft|send|put together|break down|dig into|point you|sum (?:it|this|that|them) up|summari[sz]e)\b[^.?!]{0,80}[.!]*$/i;
/**
 * An invitation to come back, said in a few words: "Shout if you're still stuck after that", "If
 * you have any questions as you go through this, please don't hesitate to get in touch", and a
 * suggestion to have a professional look ("It's worth having a lawyer look over this if you've got a
 * specific job lined up").
 */
const COME_BACK = /^(?:(?:and|but|so|just),?\s+)?(?:(?:just\s+)?(?:shout|give (?:me|us) a shout|ping (?:me|us)|drop (?:me|us) a (?:line|message|note))\s+if\b[^.!?\d]{0,60}|if you have any (?:other |more |further )?questions\b[^.!?\d]{0,50},\s*(?:please\s+)?(?:don't hesitate to (?:get in touch|ask|contact us|reach out)|feel free to (?:ask|get in touch|reach out)|get in touch|reach out|let (?:me|us) know|just ask)|(?:it(?:'s| is| may be| might be| would be|'d be)\s+)?(?:well\s+)?worth\s+(?:having|getting|asking)\s+(?:a|an|your)\s+(?:[\w-]+\s+)?(?:lawyer|solicitor|adviser|advisor|accountant|pharmacist|doctor|gp|professional|specialist|expert|mechanic|engineer)\s+(?:to\s+)?(?:look|check|go|read|review)\b[^.!?\d]{0,80})[.!]*$/i;
/** The speaker's own hedge on reading the source: "If I'm reading the docs right", "if I've understood the policy correctly". */
const READING_RIGHT = /^(?:(?:and|but|so),?\s+)?if i(?:'m| am|'ve| have)\s+(?:reading|read|understood|understanding)\s+(?:this|that|it|(?:the|your)\s+[\w\s-]{1,25}?)\s+(?:right|correctly)[.,]*$/i;
/** Talk about the answer itself. */
const META = new RegExp(`${LEAD}(?:having\\s+(?:checked|looked\\s+(?:at|into|through|over)|read|reviewed|gone\\s+through)\\s+[^,]{1,60},\\s*)?(?:here(?:'s| is| are)|below (?:is|are)|the following|in (?:short|summary|brief)|to (?:sum up|summari[sz]e|recap|answer your question)|as for your question|you (?:asked|wanted to know|were asking|want to know)|let me (?:explain|summari[sz]e|break|walk|go|clear up|clarify|spell out|recap|run through)|let's (?:look|break|go|walk|take a look|see|start|dive|run through|add (?:it|them|this|that|these|those) up|work (?:it|this|that) out|do the (?:maths|math|sums)|crunch the numbers|tot (?:it|them) up))\\b`, 'i');
/** "I'm not a doctor", "This isn't legal advice", "general information rather than legal advice", and an assistant telling what it is ("I'm an automated assistant"). */
const DISCLAIMER = /\b(?:i'm|i am)\s+not\s+(?:a|an|your)\s+(?:\w+\s+)?(?:doctor|physician|pharmacist|lawyer|solicitor|attorney|adviser|advisor|accountant|expert|professional|nurse|clinician)\b|\b(?:this|that|it|the above|my answer)\s+(?:is not|isn't|is no|does not constitute|doesn't constitute)\s+(?:\w+\s+)?(?:legal|medical|financial|investment|tax|professional)\s+advice\b|\b(?:not|rather than|instead of|as opposed to)\s+(?:\w+\s+)?(?:legal|medical|financial|investment|tax|professional)\s+advice\b|^(?:(?:please\s+)?(?:note|remember|bear in mind)\s+(?:that\s+)?)?(?:i'm|i am)\s+(?:just\s+|only\s+)?(?:a|an)\s+(?:(?:automated|virtual|digital|ai|ai-powered|online)\s+)?(?:assistant|chatbot|bot|language model|ai)(?=\s*(?:$|[,.;:!—–-]|(?:and|so|but|which|that|who|here|not|rather|with|from|for)\b))/i;
/** Sending the reader to a professional: a hedge, not a claim about the world. */
const REFER = /^(?:please\s+|so\s+|but\s+)?(?:ask|check with|consult|speak to|speak with|talk to|talk with|see)\s+(?:your|a|an)\s+(?:\w+\s+)?(?:doctor|pharmacist|gp|lawyer|solicitor|attorney|adviser|advisor|accountant|physician|nurse|clinician|healthcare provider|tax professional)\b(?:\s+(?:first|before|if|for|about)\b.*)?$/i;
/**
 * Advice to check with someone or look somewhere else ("It's worth checking with your airline",
 * "If you're unsure, ring your GP surgery", "A financial adviser could help you decide"): a
 * hedge about where to ask, not a claim about the world.
 */
const ADVICE = new RegExp(String.raw`^(?:(?:so|but|and|also|just|still|though|otherwise),?\s+)?(?:if [^,]{1,80},\s*)?(?:for\s+(?:anything|something|things|matters?|questions?)\s+[\w\s-]{0,30}?,?\s+)?(?:it(?:'s| is| may be| might be| would be| could be| can be| will be)\s+(?:always\s+|probably\s+|also\s+|still\s+|definitely\s+|really\s+)?(?:worth|best|a good idea|wise|sensible|advisable|helpful|fine|ok(?:ay)?)\s+(?:to\s+)?(?:plan(?:ning)?(?:\s+(?:for|ahead))?(?=[.!]*$)|prepar(?:e|ing)(?:\s+for)?(?=[.!]*$)|check(?:ing)?|ask(?:ing)?|speak(?:ing)?|talk(?:ing)?|contact(?:ing)?|ring(?:ing)?|call(?:ing)?|confirm(?:ing)?|double-check(?:ing)?|hav(?:e|ing) a (?:quick )?(?:chat|word)|keep(?:ing)? (?:your|the) [\w-]+(?: [\w-]+)? (?:in the loop|informed|updated|posted)|chat(?:ting)?|get(?:ting)? in touch|run(?:ning)? (?:it|this|that|them) (?:past|by)|go(?:ing)? back to|mention(?:ing)? (?:it|this|that|them|these|those) to|(?:tak|gett|seek)(?:e|ing)? (?:[\w-]+\s+){0,2}advice|rais(?:e|ing) (?:it|this|that|them|the [\w-]+) with)\b|(?:please\s+|do\s+)?(?:check|ask|speak|talk|contact|ring|call|confirm|double-check|get in touch)\s+(?:with\s+)?(?:your|the|a|an)\b)`, 'i');
/**
 * Sending the reader to the rest of the document or to a professional, after "you'd need to" or
 * "you should": "you'd need to check the rest of the lease or ask your solicitor".
 */
const LOOK_ELSEWHERE = /^(?:so\s+|but\s+|otherwise\s+)?(?:you(?:'d| would| will|'ll)?\s+(?:need|want|have)\s+to|you\s+(?:should|could|may want to|might want to))\s+(?:(?:check|read|look at)\s+the\s+(?:rest|remainder)\s+of\s+(?:the|your)\s+\w+|(?:ask|consult|speak to|talk to|check with|raise (?:it|this|that|them|the [\w-]+) with)\s+(?:your|a|an)\s+(?:\w+\s+)?(?:solicitor|lawyer|doctor|gp|pharmacist|adviser|advisor|accountant|physician|nurse|midwife|manager|landlord|employer|bank|insurer))(?:\s+or\s+(?:ask|consult|speak to|talk to|check with)\s+(?:your|a|an)\s+(?:\w+\s+)?(?:solicitor|lawyer|doctor|gp|pharmacist|adviser|advisor|accountant|physician|nurse))?(?:\s+(?:about|on|for|before|if)\s+(?:what|how|whether|your|the|this|that|it|next|any|payday)\b[^.;:\d]{0,40})?[.!]*$/i;
/** Somewhere worth a look, or someone who can help: "the changelog is worth a look", "a financial adviser could help you decide". */
const POINTER = /\b(?:is|are|may be|might be|could be)\s+(?:well\s+)?worth\s+(?:a\s+(?:look|read|check)|reading|checking)\b|^(?:a|an|your)\s+(?:[\w-]+\s+)?(?:adviser|advisor|pharmacist|doctor|gp|manager|solicitor|lawyer|accountant|nurse|specialist|consultant)\s+(?:can|could|may|might|will be able to|would be able to|may be able to|might be able to)\s+(?:help\b|check (?:it|this|that|everything|things|the details)(?: (?:over|through))?(?: for you)?[.!]*$|(?:suggest|recommend|advise)\b(?:\s+(?:you|something|what|on|with|about|further)\b[^\d;:]{0,50})?[.!]*$)/i;
/** The reader's doubt before a referral: "If anything is unclear", "if you're unsure", "if in doubt". */
const UNSURE = String.raw`(?:if (?:anything|something|any of (?:this|that|it)|this|that|it) (?:is|seems|feels|looks|remains) (?:unclear|confusing)|if (?:you're|you are) (?:unsure|not sure|in doubt)|if in doubt)`;
/**
 * Someone else who can answer, said last and with nothing after it: "A solicitor reviewing the
 * full agreement could advise.", "The studio itself should be able to say.", "Your bank can confirm.".
 * Only verbs of telling: "Taking it with breakfast can help" is advice to check.
 */
const REFERRAL = new RegExp(String.raw`^(?:(?:but|so|and|otherwise|still),?\s+)?(?:${UNSURE},?\s+)?(?:(?:a|an|the|your|our|their)\s+(?:[\w'-]+\s+){0,5}?|(?:HR|IT|payroll|support|customer services?)\s+)(?:can|could|should|will|would|may|might)\s+(?:be\s+able\s+to\s+)?(?:advise|say|tell you|give you|confirm|clarify|answer|check|explain|look into|go through)(?:\s+(?:you|that|this|it|both|them|more|further|the details|(?:the|your|an?) (?:exact|right|correct|precise|full|up-to-date) (?:dose|amount|figure|date|details?|balance|breakdown|entitlement|position|total)|(?:the|that|this|your)\s+(?:[\w-]+\s+)?(?:question|point|query|issue)|anything else(?: (?:that|you)[^.!?,\d]{0,30})?))?(?:\s+(?:on|about|for|with) (?:this|that|it|you|sure|certain))?(?:\s+(?:on|in|before|when|once|for) (?:your|the|you|they)\b[^.!?\d,;:]{0,30})?(?:,\s+of course)?[.!]*$`, 'i');
/** Someone who can help when the reader is unsure: "If anything is unclear, your pharmacist can help." (Not "An antihistamine can help": advice.) */
const HELP_IF_UNSURE = new RegExp(String.raw`^${UNSURE},?\s+(?:a|an|the|your|our)\s+(?:[\w'-]+\s+){0,3}?(?:can|could|will|would|may|might)\s+help(?:\s+(?:you|with (?:this|that|it)))?[.!]*$`, 'i');
/**
 * The answer's own assumption, said on its own: "assuming the variable rate doesn't change",
 * "supposing nothing else changes". What it assumes is not a claim about the passages.
 */
const ASSUMING = /^(?:(?:and|but|so),?\s+)?(?:assuming|supposing|presuming)\b/i;
/** Who to ask next, said of a team or person: "HR would be the best people to ask", "your manager is the right person to check with". */
const BEST_TO_ASK = /^(?:(?:so|but|and|otherwise),?\s+)?(?:[\w'-]+\s+){1,6}(?:would|will|might|may|is|are)\s+(?:(?:also|always|usually|probably|still)\s+)?(?:be\s+)?(?:the\s+|a\s+good\s+)?(?:best|right|ones?|people|person|team|place)\b[^.;]{0,30}\bto\s+(?:ask|contact|check with|speak to|talk(?: to)?|confirm|check(?=[.!]*$))\b[^.;]{0,30}[.!]*$/i;
/** Sympathy and wishes for the reader: "that's frustrating", "I'm really sorry", "cold sores are such a pain", "fingers crossed", "take care". */
const EMPATHY = /^(?:(?:oh|ah|ugh|argh|and|but|so),?\s+)?(?:i\s+know\s+(?:that(?:'s| is)|this(?:'s| is)?|it(?:'s| is)?)\s+(?:not\s+(?:the\s+answer|what)\s+you\s+(?:were\s+|are\s+)?(?:hoping|looking)\s+for|(?:can\s+be\s+|is\s+)?(?:a\s+(?:bit|little)\s+)?(?:confusing|frustrating|annoying|stressful|worrying|tricky|complicated|upsetting|disappointing|inconvenient)|(?:such\s+)?an?\s+(?:real\s+|bit\s+of\s+an?\s+)?(?:hassle|pain|nuisance|worry|headache))\b|i(?:'d|\s+would)\s+(?:be|feel)\s+(?:(?:really|just as|pretty|very|so|a bit)\s+)?(?:annoyed|frustrated|upset|worried|cross|fed up|the same)(?:\s+too)?[.!]*$|(?:it|this|that|(?:[\w-]+\s+){1,3}(?:rules|forms|policies|terms|systems|settings))\s+can\s+be\s+(?:a\s+(?:bit|little)\s+)?(?:confusing|tricky|complicated|frustrating|overwhelming|fiddly)\b|i(?:'m| am)\s+(?:really|so|very|truly|terribly)\s+sorry\b|i\s+(?:completely\s+|totally\s+|fully\s+|can\s+)?understand\s+(?:wanting|needing)\s+to\s+[a-z]+(?:\s+[a-z]+){0,5}[.!]*$|i\s+(?:completely\s+|totally\s+|fully\s+|can\s+)?understand\s+(?:your\s+(?:frustration|concern|worry|worries|concerns)|(?:this|that|it|how)\s+(?:is|can be|must be|might be|may be|feels?)\s+(?:really\s+|so\s+|very\s+)?(?:frustrating|annoying|stressful|worrying|confusing|upsetting|disappointing|inconvenient|tough|hard|a pain))\b|(?:it|that|this)(?:'s| is)\s+(?:completely\s+|totally\s+|perfectly\s+|entirely\s+|very\s+|so\s+)?(?:natural|normal|only natural|okay|ok)\s+to\s+(?:feel|be|get)\s+(?:a\s+(?:bit|little)\s+)?(?:anxious|nervous|worried|stressed|overwhelmed|upset|frustrated|confused|unsure|scared|apprehensive|uneasy|emotional)\b[^,;.!?\d]{0,40}[.!]*$|(?:it|that|this)(?:'s| is)\s+(?:completely\s+|totally\s+|perfectly\s+|entirely\s+|very\s+)?understandable(?:\s+(?:to|that you(?:'d| would)?)\s+(?:feel|be|worry|want|have|ask)\b[^,;.!?\d]{0,60})?[.!]*$|(?:oh (?:no|dear),?\s+)?that(?:'s| is| must be| sounds)\s+(?:really\s+|so\s+|very\s+)?(?:frustrating|annoying|stressful|worrying|a pain|a (?:real\s+)?worry|upsetting|disappointing|tough|hard|maddening|infuriating|exasperating|painful|unpleasant|miserable|horrible|awful|not (?:pleasant|nice|fun))\b|(?:[\w'-]+\s+){1,3}like (?:that|this|these|those)\s+(?:is|are|can be)\s+(?:really\s+|so\s+|very\s+|always\s+)?(?:painful|stressful|frustrating|annoying|worrying|upsetting|disruptive|disappointing|a pain|a headache|no fun)(?:,?\s+(?:especially|particularly)\s+(?:when|if)\b[^\d.!?;]{0,60})?[.!]*$|(?:oh (?:no|dear),?\s+)?(?:[\w'-]+\s+){1,6}(?:is|are|can be|must be)\s+(?:really\s+|so\s+|very\s+|incredibly\s+|such\s+a\s+)?(?:stressful|upsetting|frustrating|worrying|heartbreaking|draining|exhausting|maddening|infuriating|exasperating|annoying)(?:,?\s+i\s+know)?[.!]*$|losing\s+(?:[\w'-]+\s+){1,3}(?:is|can be)\s+(?:really\s+|so\s+|very\s+|incredibly\s+)?(?:hard|tough|difficult|painful|devastating|heartbreaking)[.!]*$|(?:oh (?:no|dear),?\s+)?(?:[\w-]+\s+){1,3}(?:is|are|can be|'s|can get)\s+(?:such\s+a\s+|so\s+|really\s+|a\s+(?:real\s+)?)?(?:pain|miserable|no fun|never fun|not fun|horrible|awful|nasty|rough|unpleasant|exhausting|nightmare|horrid|the worst)[.!]*$|(?:fingers crossed|take care|get well soon|stay safe)(?: it goes (?:through|well)| and good luck)?[.!]*$|fingers crossed (?:that )?(?:it|they|you|your \w+)\b[^\d.!?]{0,60}[.!]*$|(?:[\w-]+\s+){1,3}can (?:feel|seem|be) (?:a\s+(?:bit|little)\s+|really\s+|very\s+|so\s+)?(?:daunting|overwhelming|stressful|scary|nerve-(?:w)?racking|worrying)[.!]*$|hang (?:on )?in there[.!]*$|(?:take|try taking) a (?:deep |big )?breath[.!]*$|it takes (?:real |a lot of |some )?(?:courage|guts|bravery) to [a-z]+(?: [a-z]+){0,3}[.!]*$|i\s+(?:completely\s+|totally\s+|fully\s+|can\s+)?understand\s+why\s+(?:this|that|it|the\s+[a-z]+|this\s+[a-z]+)\s+(?:would be|is|might be|must be|can be|feels?)\s+(?:so\s+|really\s+|very\s+)?(?:frustrating|stressful|worrying|upsetting|annoying|disappointing|confusing|unsettling|hard|tough|difficult)[.!]*$|i\s+(?:completely\s+|totally\s+|fully\s+|can\s+)?understand\s+how\s+(?:frustrating|stressful|worrying|upsetting|annoying|disappointing|confusing|hard|tough|difficult)\s+(?:this|that|it)\s+(?:must be|is|can be|has been)(?: for you)?[.!]*$|let's get (?:you|this|that|it) (?:sorted(?: out)?|fixed|unstuck|back on track|up and running)[.!]*$|(?:lots of|many|plenty of|most|a lot of) (?:people|[a-z]+s) (?:feel|felt|worry|worried|find|found) (?:the same|that way|like this|the same way)(?:\s+(?:at|in|about) (?:this|that|the) (?:stage|point|situation|time))?[.!]*$|rest up[.!]*$|(?:what )?(?:bad|rotten) (?:timing|luck)[.!]*$|(?:(?:i |we )?hope )?(?:you |they |he |she |your \w+ )?feel(?:s)? better soon[.!]*$)/i;
/**
 * Prudence with no fact in it: "To be safe, it's sensible not to leave it until the last moment",
 * "It's best not to leave it close to the deadline, of course", "Don't leave it to the last minute."
 */
const NOT_LAST_MINUTE = /^(?:(?:so|and|but|just|still),?\s+)?(?:to be (?:safe|sure),?\s+)?(?:(?:it's|it is|it'd be|it would be)\s+(?:always\s+)?(?:best|wise|sensible|a good idea|better|safer)\s+not\s+to\s+leave\s+it|(?:please\s+|just\s+)?(?:don't|do not|try not to)\s+leave\s+(?:it|this|these|them|that|things))\s+(?:(?:until|till|to|for)\s+the\s+last\s+(?:minute|moment|day)|(?:too\s+)?close\s+to\s+the\s+(?:deadline|wire|cut-?off))(?:,?\s+of course)?[.!]*$/i;
/** A greeting on its own: "Hi!", "Hiya", "Hello there", "Good morning, Sam". */
/**
 * Reassurance, validation and encouragement addressed to the reader ("I completely understand why
 * you're fed up", "That's a really unsettling thing to read", "you're doing the right thing by
 * checking", "Please be kind to yourself", "this happens to lots of people"): how the writer
 * meets the reader, not what the passages say.
 */
const REASSURE = new RegExp(String.raw`^(?:(?:oh|ah|and|but|so|please|honestly),?\s+)*(?:` + [
  String.raw`i\s+(?:completely\s+|totally\s+|fully\s+|really\s+|can\s+|do\s+)?(?:understand|see)\s+why\s+you(?:'re|'d|'ve| are| would| might| feel| want)\b[^\d;:]{0,50}`,
  String.raw`(?:that|this|it)(?:'s| is| must be| sounds like)\s+(?:a\s+|an\s+)?(?:really\s+|very\s+|so\s+|such\s+an?\s+|completely\s+|totally\s+)?(?:frustrating|unsettling|worrying|stressful|upsetting|difficult|tough|hard|scary|rough|common|natural|normal|understandable|horrible|awful)\s+(?:way\s+to\s+[a-z]+(?:\s+[a-z]+){0,4}|thing\s+to\s+(?:[a-z]+|go through|deal with)(?:\s+(?:about|in|with|on|at)\s+[a-z' ]{1,30})?|feeling|reaction|worry|situation|position|experience)`,
  String.raw`(?:it(?:'s| is)\s+)?(?:completely\s+|totally\s+|perfectly\s+|only\s+)?(?:natural|normal|understandable)\s+to\s+(?:worry|panic|(?:feel|be|get)\s+(?:a\s+(?:bit|little)\s+)?(?:panicked|panicky|anxious|worried|scared|frightened|overwhelmed|upset|nervous|stressed|unsettled|frustrated|angry|sad|emotional|shaken))\b[^\d;:]{0,50}`,
  String.raw`sorry\s+(?:you(?:'re| are| have|'ve)\s+(?:dealing|going|had|been)|you\s+went\s+through|to\s+hear)\b[^\d;:]{0,40}`,
  String.raw`you(?:'re| are)\s+(?:already\s+)?doing\s+(?:exactly\s+|absolutely\s+|just\s+)?the\s+right\s+thing\b[^\d;:]{0,50}`,
  String.raw`you\s+did\s+(?:exactly\s+|absolutely\s+|just\s+)?the\s+right\s+thing\b[^\d;:]{0,50}`,
  String.raw`you(?:'re| are)\s+in\s+(?:good|safe|the\s+right|capable)\s+hands`,
  String.raw`you(?:'ve| have)\s+(?:already\s+)?taken\s+the\s+(?:first|right|hardest)\s+step\b[^\d;:]{0,40}`,
  String.raw`be\s+(?:kind|gentle|patient)\s+(?:to|with)\s+yourself`,
  String.raw`you\s+(?:don't|do not)\s+have\s+to\s+(?:[a-z]+\s+){0,5}alone`,
  String.raw`(?:you\s+can\s+)?take\s+(?:things|it|this|each\s+day)\s+one\s+(?:step|day)\s+at\s+a\s+time\b[^\d;:]{0,80}`,
  String.raw`(?:try\s+not\s+to|don't|do\s+not)\s+worry\s+about\s+(?:getting\s+(?:everything|it|things)\s+right|that|any\s+of\s+(?:this|that))\b[^\d;:]{0,40}`,
  String.raw`(?:it|this|that)(?:'s| is)\s+(?:very\s+|really\s+|totally\s+|completely\s+|easily\s+)?(?:fixable|sortable|solvable|recoverable)`,
  String.raw`(?:this|it|that)\s+happens\s+to\s+(?:lots\s+of|many|plenty\s+of|a\s+lot\s+of|most)\s+(?:people|customers|travellers|travelers|users|parents|patients)`,
  String.raw`(?:i'll|i\s+will|i'm|i\s+am)\s+(?:keep(?:ing)?\s+)?(?:my\s+)?fingers\s+crossed\b[^\d;:]{0,60}`,
  String.raw`(?:do\s+)?come\s+back\s+(?:to\s+(?:us|me)\s+)?if\s+(?:anything|something)\s+(?:else\s+)?(?:goes\s+wrong|comes\s+up|changes)`,
  String.raw`see\s+you\s+(?:soon|then|there|next\s+time)`,
  String.raw`we(?:'d|\s+would)\s+love\s+to\s+(?:welcome|see|have|host)\s+you\b[^\d;:]{0,20}`,
  String.raw`(?:happy|glad)\s+to\s+work\s+(?:it|this|that|them)\s+(?:through|out)(?:\s+(?:with\s+you|together))?`,
  String.raw`let's\s+work\s+(?:it|this|that|them)\s+through(?:\s+together)?`,
].join('|') + String.raw`)[.!]*$`, 'i');
const GREETING = /^(?:hi|hiya|hello|hey|greetings|good (?:morning|afternoon|evening))(?:[,\s]+(?:there|all|everyone|folks|\p{Lu}\p{Ll}+))?[.!,]*$/iu;
/** Care and reassurance for the reader: "Please take care of yourself", "Stay warm!", "Don't worry, this is fixable." */
const CARE = /^(?:please\s+)?(?:take care(?: of yourself)?|look after yourself|stay (?:safe|warm|dry|well|cool|healthy))(?:\s+(?:in the meantime|meanwhile|for now|until then))?[.!]*$|^(?:there's\s+|there is\s+)?no need to (?:worry|panic|stress|be alarmed)[.!]*$|^(?:please\s+)?(?:don't|do not|try not to) (?:panic|stress|worry)(?:\s+(?:too much|about (?:it|this|that)))?[.!]*$|^(?:please\s+)?(?:don't|do not|try not to) (?:lose|give up) (?:hope|heart)(?:\s+(?:just\s+)?yet)?[.!]*$|^(?:don't|do not) worry\b[,.!]?(?:\s+(?:it|this|that)(?:'s| is)\s+(?:fixable|easy to fix|common|normal|not a problem|no problem|(?:easily |quickly )?(?:fixed|sorted|solved)|(?:a\s+)?(?:really\s+|very\s+)?(?:common|normal|good|fair|great|frequent)\s+(?:question|one|issue|problem|worry|concern)))?[.!]*$|^fingers crossed\b[^,;:\d]{0,40}$/i;
/**
 * Signposts that organise the answer and state nothing: "First things first.", "One more thing.",
 * "A couple of things to note.", "That's all there is to it.", "Simple as that.", "Great, that makes
 * things easy.".
 */
const SIGNPOST = /^(?:(?:and|so|but|great|perfect|good|ok(?:ay)?|alright|right),?\s+)?(?:first things first|one (?:more|last|final|other) thing|a (?:couple|few) (?:of )?(?:things|points|notes)(?:\s+to\s+(?:note|know|keep in mind|bear in mind|watch out for|remember))?|(?:two|three|four|a few|some) (?:things|points|details) to (?:note|know|keep in mind|bear in mind|watch out for|remember|flag|mention|point out|be aware of)|(?:(?:it's|it is|also|still)\s+)?(?:worth|good|useful|handy|important) (?:knowing|noting|to know|to note|bearing in mind|remembering)(?:,?\s+(?:though|too|as well|also))?|(?:just\s+)?(?:a\s+)?(?:quick\s+)?heads[- ]up|(?:that's|that is) (?:it|all)(?: there is to it)?|(?:that's|that is) basically it|simple as that|let(?:'s| us) (?:run|crunch|do|work|tally|add|count|go|break|look|compare|check)\s+(?:through\s+|at\s+)?(?:the (?:numbers|maths|math|sums|figures|costs)|it|them|this|that|these|those|everything)(?:\s+(?:up|out|through|down|over|together))?|(?:that|this|which) makes (?:it|things|this|that|life) (?:a lot |much |a bit |really )?(?:easy|easier|simple|simpler|straightforward|quicker))[.!:]*$/i;
/** Talk about the sources themselves: "The sources differ.", "These reports disagree." */
/**
 * A bare yes or no that answers the question and says nothing itself: "Unfortunately not this time.",
 * "I'm afraid not.", "Sadly, no.", and one hedged ("Mostly, yes.", "Yes, in most cases."): the claims
 * that follow carry the facts.
 */
const HEDGE_WORD = String.raw`(?:mostly|generally|usually|normally|largely|broadly|mainly|typically|in (?:most|many) cases|in general|in principle|for the most part|by and large)`;
const BARE_REPLY = new RegExp(String.raw`^(?:(?:unfortunately|sadly|regrettably|i'm afraid|i am afraid|afraid|well|oh|so|then|good news|great news|${HEDGE_WORD})[,\s]+)*(?:not|no|nope|yes|yep|yeah|afraid not|not any ?more|not any longer|no longer)(?:,?\s+(?:this time|in this case|here|for now|quite|yet|not really|i'm afraid|${HEDGE_WORD}))?[.!]*$`, 'i');
/** The user's premise corrected, with the facts to follow: "That's not quite right", "It's not the case". */
const PREMISE_CORRECTED = /^(?:(?:oh|ah|well|so|actually|unfortunately|sadly|i'm afraid|i am afraid),?\s+)*(?:that|this|it)(?:'s| is)\s+not\s+(?:quite\s+|entirely\s+|exactly\s+|strictly\s+|really\s+|always\s+)?(?:right|correct|accurate|true|the case|how it works)[.!]*$/i;
const SOURCES_DIFFER = /^(?:the|these|your|my|both)\s+(?:two\s+)?(?:sources|passages|documents|reports|figures|accounts)\s+(?:differ|disagree|conflict|vary|don't agree|do not agree)(?:\s+(?:here|on this|slightly))?[.!]*$/i;
/** Feelings a short exclamation shows the reader. */
const FEELING = '(?:happy|glad|great|good|nice|lovely|wonderful|exciting|fun|brilliant|fantastic|awesome|amazing|excellent|pleased|delighted|perfect)';
/**
 * A short exclamation of feeling for the reader, whatever it is about: "Happy saving!", "How
 * exciting!", "Glad it's sorted!", "Great that you're donating!", "Have fun building!". The
 * that-clause may only say what the reader is doing ("you're donating") or the matter is settled
 * ("it's sorted"), never state a fact ("Nice that it's tax-free" is checked).
 */
const EXCLAMATION = new RegExp(String.raw`^(?:(?:oh|ah|wow|and|so),?\s+)?(?:happy\s+(?:early\s+|belated\s+)?[a-z-]+(?:\s+in\s+advance|\s+to\s+you(?:\s+and\s+yours)?|\s+to\s+(?:your|the)\s+[a-z]+)?|how\s+(?:very\s+|so\s+)?${FEELING}(?:\s+to\s+be\s+[a-z]+ing(?:\s+[a-z]+){0,3})?|(?:so\s+|really\s+)?${FEELING}\s+to\s+be\s+[a-z]+ing(?:\s+[a-z]+){0,3}|${FEELING}\s+times(?:\s+ahead)?(?:\s+for\s+[\p{L}' ]{1,30})?|(?:so\s+|really\s+)?${FEELING}\s+(?:that\s+|to\s+(?:hear|see)\s+(?:that\s+)?)?(?:you(?:'ve| have)?\s+(?:checked|asked|double-checked)|you(?:'re| are)\s+[a-z]+ing(?:\s+(?:it|them|this|that|one|blood|again|today|now))?|you(?:'ve| have)\s+[a-z]+ed(?:\s+(?:it|them|this|that|one|again))?|(?:it(?:'s| is| was)?|this is|that's|that is)\s+(?:all\s+|now\s+)?(?:sorted(?: out)?|fixed|resolved|working(?: again)?|worked|done|cleared up|back up|up and running))|have\s+fun(?:\s+[a-z]+ing)?(?:\s+(?:it|them|this|that))?)[.!]*$`, 'iu');
/**
 * Praise of the reader's own choice or act, said in a few words with no verb of its own: "Great
 * choice!", "Nice one!", "Good thinking!", "Good to check ahead!". A quality word, then one word
 * (never a figure) or a short "to ..." about checking, asking or planning. Praise of a step the
 * reader means to take ("Wise to move it now", "Smart move paying it off", "Good that you're
 * ...") may endorse it as advice: checked.
 */
const PRAISE = /^(?:(?:oh|wow|and|so|ah),?\s+)?(?:what\s+an?\s+(?:really\s+|very\s+)?(?:great|good|nice|lovely|fun|exciting|brilliant|wonderful|fantastic)\s+[a-z]+(?:\s+[a-z]+)?|(?:what\s+an?\s+|such\s+an?\s+)?(?:really\s+|very\s+|so\s+)?(?:great|good|nice|smart|wise|sensible|excellent|clever|brilliant|perfect|solid|lovely)\s+(?:[a-z]+(?:\s+(?:choice|idea|plan|question|call|move|pick|thinking))?(?:\s+on\s+(?:this|that)(?:\s+one)?)?|to\s+(?:check|ask|plan|think|look|read up|double-check|confirm)(?:\s+(?:it|this|that|first|ahead|beforehand|early|around|out))?(?:\s+(?:before|first)(?:\s+[a-z]+ing)?)?))[.!]*$/i;
/**
 * Praise of the reader's question, timing or step, opening the claim: "Good on you for planning
 * ahead", "Great to hear you're investing in your skills" (what the reader is doing, not "Great
 * that you are eligible", a finding), "Good catch", "Great question",
 * "Good questions to ask before you run anything in production", "Nice position to be in".
 */
const PRAISE_OPEN = /^(?:(?:oh|wow|and|so|ah|well),?\s+)?(?:(?:really|so|very|such)\s+)?(?:an?\s+)?(?:good|great|nice|glad|lovely|brilliant|wonderful|smart|wise|sensible|excellent|fair)\s+(?:on you\b|(?:that|to (?:hear|see|know)(?: that)?) you(?:'re| are) [a-z-]+ing\b|(?:that|to (?:hear|see|know)(?: that)?) you(?:'ve| have) [a-z-]+ed\b|catch\b|questions?\b|timing\b|thinking\b|instincts?\b|position to be in\b|problem to have\b)/i;
/**
 * Sympathy said of the reader's situation, with no fact of its own: "That's a really natural worry
 * when you're new", "That sounds like a really unsettling time". Not "It's normal to feel drowsy
 * after the first dose", which a leaflet states.
 */
const SYMPATHY = /^(?:(?:oh|and|but|so|honestly),?\s+)?(?:that|this)(?:'s| is| sounds like| must be| can be)\s+(?:a\s+|an\s+)?(?:really\s+|very\s+|so\s+|completely\s+|totally\s+|perfectly\s+|entirely\s+|such\s+an?\s+)?(?:natural|normal|common|understandable|unsettling|stressful|worrying|frustrating|tough|hard|difficult|anxious|scary|upsetting|confusing)(?:\s+(?:worry|concern|feeling|reaction|time|thing|situation|position|question|period))?(?:\s+(?:when|if|for|at|with)\b[^\d;:]{0,60})?[.!]*$/i;
/** A figure in digits or words. */
const NUMBER_WORD = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|half|dozen|once|twice)\b/i;
/** An exclamation on its own: "Oh no", "Poor thing", "Well deserved", "What a race". */
const INTERJECTION = /^(?:oh(?:\s+(?:no|dear|wow))?|ouch|ugh|oof|phew|yikes|wow|aw+|good grief|poor (?:thing|you|him|her|them|love)|(?:very |so )?well deserved|what an? (?:[a-z]+\s+)?(?:race|day|week|year|result|journey|trip|story|relief|shame|pity|start|finish|achievement|ordeal|nightmare))[.!]*$/i;
/**
 * How the reader's situation feels, said of it and nothing more: "being stranded overnight with two
 * children is exhausting and stressful", "that sounds really painful", "losing half a day to a
 * crash is incredibly frustrating". The clause ends on the feeling; a figure in it is the reader's
 * situation, not a claim ("is free" or "is capped" are no feelings).
 */
const FEELINGS = '(?:painful|exhausting|stressful|frustrating|upsetting|worrying|annoying|scary|frightening|tiring|draining|overwhelming|nerve-(?:w)?racking|inconvenient|awful|horrible|miserable|unsettling|heartbreaking|infuriating|maddening|exasperating|distressing|tough|a big deal)';
/**
 * An exclamation about the reader's news or plans, by its shape: "How exciting, your little one's
 * first big trip!", "What a fun way to spend a birthday!", "Sounds like a busy trip!", and a wish
 * for them: "I hope they're back up and running soon." (figures make it a claim: checked).
 */
const EXCLAIMED = /^(?:(?:oh|ah|wow|aw+|and|so),?\s+)?(?:how\s+(?:very\s+|so\s+|really\s+)?(?:exciting|lovely|wonderful|fun|nice|great|brilliant|thoughtful|kind|sweet|special|exhausting|annoying|frustrating|stressful|awful|horrible)(?=\s*(?:[,!.—–-]|$))|what\s+an?\s+(?:(?:really|very|so|truly)\s+)?(?:[a-z-]+\s+){0,2}(?:way|idea|trip|treat|gift|plan|surprise|milestone|occasion|day|week|time|news|shame|pity|nightmare|start|adventure)\b|(?:it\s+|that\s+|this\s+)?sounds\s+like\s+(?:a|an)\s+(?:(?:really|very|so|truly)\s+)?(?:[a-z-]+\s+)?(?:trip|day|week|plan|time|adventure|holiday|journey|project|move|night|weekend|event|occasion|celebration|nightmare|ordeal|challenge)[.!]*$|(?:i|we)\s+(?:really\s+|do\s+|truly\s+|just\s+)?hope\b)[^?;:]{0,90}$/i;
const AFFECT = new RegExp(String.raw`^(?:(?:oh|and|but|so),?\s+)?(?:[\w'’-]+\s+){1,9}?(?:is|are|was|sounds?|must be|can be|must have been|feels?|gets?)\s+(?:like\s+)?(?:(?:really|so|incredibly|very|utterly|completely|totally|genuinely|absolutely|such|quite|pretty)\s+)*(?:an?\s+)?${FEELINGS}(?:\s+(?:and|or)\s+(?:(?:really|so|very)\s+)?${FEELINGS})?(?:\s+(?:experience|time|situation|thing|position|wait|day|night))?(?:\s+for\s+(?:you|both of you|all of you|the (?:two|three|four) of you|your family|them|her|him))?[.!]*$`, 'i');
/** An offer said with "happy to"/"glad to" and a few words: "Happy to break that down for you", "Happy to put an estimate together". */
const HAPPY_TO = /^(?:(?:and|so),?\s+)?(?:i(?:'m| am|'d| would) (?:be )?)?(?:more than )?(?:happy|glad) to\s+[a-z]+(?:\s+[a-z']+){0,5}[.!]*$/i;
/** Working announced on the reader's own figures: "Let's compare the two", "Let's convert that for you", "Let's run the numbers for your family". */
const LETS = /^(?:(?:so|ok(?:ay)?|right|great),?\s+)?let(?:'s| us)\s+[a-z]+(?:\s+(?:through|at|up|out|over))?\s+(?:the\s+(?:numbers|maths|math|sums|figures|costs|two|options|times|dates|details)|it|them|this|that|these|those|everything)(?:\s+(?:up|out|through|down|over|together))?(?:\s+for\s+(?:you|your\s+[a-z]+))?[.!:]*$/i;

/** A verdict on the whole said as a bare noun phrase: "A mixed picture.", "Good news overall.", "A tough year.". */
const VERDICT_PHRASE = /^(?:(?:so|overall|all in all|in short),?\s+)?(?:a|an|some|quite a|really)?\s*(?:mixed|good|great|bad|tough|tricky|positive|negative|solid|strong|weak|busy|quiet|difficult|decent|disappointing|encouraging)\s+(?:picture|bag|year|result|results|outcome|start|story|day|week|month|quarter|situation|news|set of results)(?:\s+overall)?[.!]*$/i;
/** An advice sentence that goes on to say why or what will happen ("..., who'll usually suggest milk"): checked. */
const EXPLAINS = /,\s*(?:who|which|as|because|since|so that|where)\b|\b(?:because|since|as it|as they|as that)\b/i;

const EVALUATIVE = /\b(?:is|are|was|were|'s|looks?|seems?|sounds?|feels?)\s+(?:like\s+)?(?:a\s+|an\s+)?(?:(?:pretty|quite|very|really|fairly|rather|truly|genuinely|super|so|incredibly|remarkably)\s+)?(?:generous|solid|worthwhile|great|good|excellent|impressive|reasonable|fair|convenient|helpful|useful|nice|handy|strong|disappointing|welcome|sensible|smart|wise|attractive|appealing|exciting|promising|encouraging|worrying|concerning|decent|fantastic|brilliant|terrific|wonderful|amazing|awesome|perfect|ideal|clearer|easier|better|cleaner|hilarious|funny|interesting|boring|dull|scary|sad|exciting|beautiful|lovely|fun|enjoyable|cool|nice|awful|terrible|great fun|simple|straightforward|easy)(?:\s+(?:result|upgrade|deal|offer|policy|option|choice|benefit|perk|news|improvement|step|move|idea|package|plan|outcome|start))?\b/i;

/** A table's header row: two or more short cells without figures, split by "|". */
const TABLE_HEADER = /^\|?\s*[^|\d]{1,30}(?:\|\s*[^|\d]{1,30}){1,}\|?$/;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

/**
 * A letter's closing ("Kind regards,", "Best wishes, the Orchard Lane team", "Yours sincerely"),
 * with at most a short signature after it and no figure.
 */
const VALEDICTION = /^(?:(?:(?:with\s+)?(?:kind|kindest|best|warm|warmest|many)\s+)?(?:regards|wishes|thanks)|(?:yours\s+)?(?:sincerely|faithfully|truly)|all\s+the\s+best|best(?=\s*,))(?:\s*,\s*(?:from\s+)?(?:the\s+)?[\p{L}&'’-]+(?:\s+[\p{L}&'’-]+){0,3})?[.!,]*$/iu;

/** Whether a line closes the answer as a letter does: what follows it is the signature. */
export function signsOff(text: string): boolean {
  return VALEDICTION.test(text.trim()) && !/\d/.test(text);
}

/**
 * The claim's speech act when it is not a checkable statement, else null.
 *
 * @example speechActOf('Sorry to hear about the trouble', facts) // 'framing'
 */
export function speechActOf(text: string, facts: UnitFacts): SpeechAct | null {
  const t = text.trim();
  if (/\?\s*$/.test(t)) return 'framing';
  // A table's header row ("Fare | Price | Bags | Changes"): labels, no claim.
  if (TABLE_HEADER.test(t)) return 'framing';
  if (SPEAKER_REFUSES.test(t)) return 'refusal';
  if (DISCLAIMER.test(t) || REFER.test(t)) return 'framing';
  const numbers = facts.quantities.length;
  if (numbers === 0 && EMPATHY.test(t) && !EXPLAINS.test(t)) return 'framing';
  if (numbers === 0 && REASSURE.test(t)) return 'framing';
  // Two pieces of framing joined by a dash, "and" or "but": "How exciting — good luck with the flat hunt!",
  // "Hang in there - I hope you're on your way soon!", "I'll keep my fingers crossed, and please do come back if ...".
  const joined = t.split(/\s+[—–-]\s+|,\s+(?:and|but)\s+/);
  if (numbers === 0 && joined.length === 2 && joined.every((part) => speechActOf(part, facts) === 'framing')) return 'framing';
  if (INTERJECTION.test(t) || (AFFECT.test(t) && !/\d/.test(t))) return 'framing';
  if (numbers === 0 && EXCLAIMED.test(t) && !EXPLAINS.test(t)) return 'framing';
  // Sympathy in parts, each framing or an exclamation: "Oh no, I'm so sorry to hear about your ankle, that sounds really painful".
  // A part without a figure of its own is read without the claim's figures.
  const parts = t.split(/,\s+(?:and\s+|but\s+)?|\s+[—–-]\s+/);
  const alone = (part: string) => speechActOf(part, NUMBER_WORD.test(part) ? facts : { ...facts, quantities: [] }) === 'framing';
  if (parts.length >= 2 && parts.length <= 3 && parts.every((part) => INTERJECTION.test(part) || AFFECT.test(part) || alone(part))) return 'framing';
  // The speaker's own experiences ("I watched it twice") are claims the passages cannot support: checked (own-experience.ts).
  if (SPEAKER.test(t)) {
    if (SPEAKER_EVALUATES.test(t) || (SPEAKER_BELIEVES.test(t) && numbers === 0)) return 'opinion';
    // A suggestion that goes on to say why ("I'd suggest arriving early, as queues often stretch past an hour") states the why: checked.
    if (/\b(?:suggest|recommend|advise)\b/i.test(t) && EXPLAINS.test(t)) return null;
    return (SPEAKER_FRAMES.test(t) || CONSULTED.test(t)) && numbers === 0 ? 'framing' : null;
  }
  if (numbers === 0 && signsOff(t)) return 'framing';
  if (POLITE.test(t) && numbers === 0) return 'framing';
  if (numbers === 0 && (OFFER.test(t) || READING_RIGHT.test(t) || COME_BACK.test(t))) return 'framing';
  if (numbers === 0 && wordsOf(t).length <= 7 && (EXCLAMATION.test(t) || PRAISE.test(t) || GREETING.test(t) || CARE.test(t) || SOURCES_DIFFER.test(t))) return 'framing';
  if (SIGNPOST.test(t) || BARE_REPLY.test(t) || PREMISE_CORRECTED.test(t)) return 'framing';
  if (numbers === 0 && !EXPLAINS.test(t) && wordsOf(t).length <= 12 && (PRAISE_OPEN.test(t) || HAPPY_TO.test(t))) return 'framing';
  if (numbers === 0 && !EXPLAINS.test(t) && wordsOf(t).length <= 16 && SYMPATHY.test(t)) return 'framing';
  // "Let's compare the two": a figure written as a word ("two") is what is compared, not a claim.
  if (!/\d/.test(t) && LETS.test(t)) return 'framing';
  // Framing after a leading condition: "If any of your plans change, feel free to get back in touch".
  const conditioned = /^(?:(?:and|but|so),?\s+)?if\s[^,]{1,60},\s*(.+)$/i.exec(t);
  // (Not one that goes on to say why: "If you have asthma, check with your doctor first, because it can set off an attack".)
  if (numbers === 0 && conditioned && !EXPLAINS.test(t) && speechActOf(conditioned[1] ?? '', facts) === 'framing') return 'framing';
  // A greeting, then thanks or another courtesy: "Hi Dana, thanks for getting in touch".
  const greeted = /^([^,]{1,30}),\s*(.+)$/.exec(t);
  if (numbers === 0 && greeted && GREETING.test(greeted[1] ?? '') && speechActOf(greeted[2] ?? '', facts) === 'framing') return 'framing';
  // Advice that gives an address ("Contact the Student Hub at hub@example.ac") states where to go: checked.
  if (numbers === 0 && !hasAddress(t) && (ADVICE.test(t) || POINTER.test(t) || LOOK_ELSEWHERE.test(t) || BEST_TO_ASK.test(t) || (REFERRAL.test(t) && wordsOf(t).length <= 12) || HELP_IF_UNSURE.test(t)) && !EXPLAINS.test(t)) return 'framing';
  if (numbers === 0 && (ASSUMING.test(t) || NOT_LAST_MINUTE.test(t))) return 'framing';
  // "Here's a summary of the policy:", "You asked whether ..." talk about the answer, even with a figure.
  if (META.test(t) && (wordsOf(t).length <= 14 || /:\s*$/.test(t))) return 'framing';
  // "even when you feel better" is how a person feels, not the speaker's evaluation.
  // "Dogs are welcome on the buses" says who may come, a rule the passages may or may not give: checked.
  const permits = /\b(?:is|are|'re|'s)\s+(?:\w+\s+)?welcome\s+(?:on|in|at|to|aboard|inside|into)\b/i.test(t);
  if (numbers === 0 && VERDICT_PHRASE.test(t)) return 'opinion';
  if (EVALUATIVE.test(t) && !permits && numbers === 0 && facts.negations.length === 0 && !/\b(?:you|they|he|she|we|patients?|people)\s+(?:feel|feels|look|looks|seem|seems)\b/i.test(t)) return 'opinion';
  return null;
}
