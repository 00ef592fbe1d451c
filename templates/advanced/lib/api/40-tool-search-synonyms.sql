-- lib/api: query expansion data for tool search: English synonyms and broader terms, distilled from WordNet
-- 3.1.14 (Princeton University, "WordNet 3.1"; WordNet licence: free use with this notice, see docs/mcp.md) by
-- pgmi's scripts/build-search-synonyms.mjs. Generated: do not edit; the script says what is kept and why.
--
-- Defines: internal.search_synonym (word lexeme → related lexeme, weight, source), loaded from the list below when it
-- changed. A search adds a query word's related lexemes at their weight, and only those the registry uses
-- (14-tool-search-rank.sql); the deploy parameter mcp_search_expansion (wordnet | registry | off) switches it.
-- Line format: "word synonym,synonym ^broader,broader". Relies on: the 'english' text search configuration.

CREATE TABLE IF NOT EXISTS internal.search_synonym (
    word    text NOT NULL,
    related text NOT NULL,
    weight  real NOT NULL,
    source  text NOT NULL,
    PRIMARY KEY (word, related),
    CONSTRAINT ck_search_synonym_weight CHECK (weight > 0 AND weight <= 1)
);
COMMENT ON TABLE internal.search_synonym IS
    'Tool-search query expansion: stemmed word → stemmed related word with a weight (synonym 0.3, broader 0.15). '
    'source "wordnet" rows are replaced by this file; other sources (your own) are kept.';

CREATE TABLE IF NOT EXISTS internal.search_synonym_load (
    source     text PRIMARY KEY,
    list_hash  bytea NOT NULL,
    loaded_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE internal.search_synonym_load IS 'Which synonym list is loaded (its hash), so an unchanged list is not loaded again.';

DO $load$
DECLARE
    v_list text := $list$
aah ooh ^cry,exclaim,outcry,shout
abacinate  ^blind
abandon  ^discard,dispose,fling,toss
abandonment defection,desertion ^rejection,withdrawal
abase chagrin,humble,humiliate,mortify ^bruise,hurt
abasement abjection,degradation ^humiliation
abash embarrass ^discomfit,discompose,disconcert,untune,upset
abashed embarrassed
abate slack,slake ^decrease,lessen,minify
abbey  ^church
abbot  ^superior
abbreviate abridge,contract,cut,foreshorten,reduce,shorten
abbreviated brief
abdicate renounce ^resign,vacate
abdomen belly,stomach
abduce adduce,cite ^evidence,prove,show,testify
abduct kidnap,nobble,snatch ^seize
aberrant deviant,deviate
aberrate  ^depart,deviate,diverge,vary
aberration  ^abnormality
abet  ^assist
abhor abominate,execrate,loathe ^detest,hate
abhorrent obscene,repulsive
abide bear,bide,brook,digest,endure,stand
abiding enduring
ability power ^knowledge,quality
abject low,miserable
abjection abasement,degradation ^humiliation
abjure forswear,recant,resile,retract ^disown,renounce
ablactate wean ^deprive
ablate  ^wear
ablation  ^operation
ablaze aflame,aroused
able capable
abnegate deny ^check,contain,control,curb,hold
abnormal unnatural
abode domicile,dwelling,home,residence ^address,housing
abolition  ^conclusion,ending,termination
abominable odious
abominate abhor,execrate,loathe ^detest,hate
aborigine native ^individual,mortal,person,someone,soul
abort  ^conclusion,end,ending,terminate,termination
abortion  ^conclusion,ending,termination
above  ^section,subdivision
abrade abrase,corrade
abrase abrade,corrade
abreact  ^allay,ease,relieve,still
abreaction catharsis ^purge,purging
abridge abbreviate,contract,cut,foreshorten,reduce,shorten
abridgment capsule,condensation ^summary
abroad overseas
abrogate  ^abolish
abruptness curtness,shortness ^rudeness
abscess  ^symptom
abscise  ^cast,drop,shed,throw
abscond absquatulate,bolt,decamp ^flee,fly
abseil rappel ^descend,descent,fall
absence  ^deficiency,lack,want
absent remove ^disappear,vanish
absenteeism  ^absence
absentminded absent
absolute rank,sheer ^abstract,abstraction
absolve shrive ^forgive
absorb assimilate,ingest ^acquire,larn,learn,sorb
absorbed captive,engrossed,intent,wrapped
absorption  ^action,activity,sorption
absquatulate abscond,bolt,decamp ^flee,fly
abstain desist,refrain ^forbear
abstract abstraction,cabbage,filch,hook,lift,nobble
abstraction abstract ^concept,conception,construct,removal
abstractionism  ^genre
abstruseness obscurity
absurd cockeyed,idiotic,ludicrous,preposterous,ridiculous ^situation
absurdity  ^bunk,folly,foolishness,nonsense
abundance  ^quantity
abuse maltreat,mistreat,misuse,pervert,step ^expend
abut adjoin,border,butt,edge,march ^contact
aby abye,atone,expiate ^compensate,correct,redress
abye aby,atone,expiate ^compensate,correct,redress
academic  ^educator
academicianship  ^berth,billet,office,place,position,post
academy  ^establishment,institution
acapulco  ^city,metropolis,port
accede bow,defer,submit ^succumb,yield
accelerate quicken,speed ^alter,change,deepen,intensify
acceleration quickening ^alteration,change,hurrying,modification,speed
accelerator gas,gun,throttle ^pedal,treadle,valve
accent accentuate,emphasis,emphasise,emphasize,punctuate,stress
accenting  ^action
accentuate accent,emphasise,emphasize,punctuate,stress ^evince
accept have,take ^acquire,evaluate,get,judge
acceptance adoption ^approval,attitude,blessing
accepted recognized
access accession,admission ^find,recover,regain,retrieve
accession  ^enter,growth,increase,record
accessory accouterment,supplement ^clothing,component,constituent,element
accident stroke ^happening,occurrence
acclaim hail,herald ^applaud,approval
acclimate acclimatise,acclimatize ^adapt,adjust,conform
acclimatise acclimate,acclimatize ^adapt,adjust,conform
acclimatize acclimate,acclimatise ^adapt,adjust,conform
accommodate adapt,fit,suit ^alter,change,fill
accompaniment attendant,support ^happening,occurrence,part,voice
accompany  ^locomote,move,travel
accomplice confederate ^assistant,help,helper,supporter
accomplish achieve,action,attain,execute,fulfil,fulfill
accomplished complete,completed
accomplishment achievement ^action
accord agree,agreement,allot,concord,consort,grant
accordance accord,conformity ^agreement
accost address ^come
account chronicle,history,report,story ^news,record
accountant controller
accounting  ^account,explanation,system
accouter accoutre ^equip,fit,outfit
accouterment accessory ^clothing,vesture,wear
accoutre accouter ^equip,fit,outfit
accredit recognise,recognize ^certify,licence,license
accreditation  ^certification
accrete  ^blend,coalesce,combine,commingle,conflate,flux
accretion accumulation ^growth,increase
accrue  ^increase
acculturate  ^assimilate
accumulate amass,collect,compile,conglomerate,cumulate,gather
accumulation accretion,aggregation,assemblage,collection ^group,grouping
accuracy truth ^quality
accurse anathematise,anathematize,anathemise,anathemize,comminate,execrate
accusation  ^charge,complaint
accusative accusing ^oblique
accuse criminate,impeach,incriminate ^charge
accusing accusative
accustom habituate ^alter,change,modify
ace crack,nail,one,single,super,topnotch
acerbate embitter,envenom
acetify acidify,acidulate,sour
acetone  ^solvent
acetonemia ketosis ^symptom
acetylate acetylise,acetylize ^change
acetylise acetylate,acetylize ^change
acetylize acetylate,acetylise ^change
ache aching,hurt,languish,pine,suffer,yearn
achieve accomplish,attain,reach ^succeed,win
achievement accomplishment ^action
aching ache ^pain
achromatise achromatize ^alter,change,modify
achromatize achromatise ^alter,change,modify
acid bitter,blistering,virulent ^compound
acidify acetify,acidulate,sour
acidity sour
acidulate acetify,acidify,sour
acknowledge admit,receipt ^adjudge,communicate,declare,hold
acolyte  ^clergyman,order,reverend
acquaint familiarise,familiarize,introduce,present ^inform
acquaintance familiarity ^information,relationship
acquiesce accede,assent ^agree
acquiescence assent ^acceptance,agreement
acquire adopt,assume,get,take ^change
acquit assoil,clear,discharge,exculpate,exonerate ^judge
acreage  ^area,expanse
acres estate,land
acrobatic athletic,gymnastic
acrobatics tumbling ^gymnastics
act behave,deed,enactment,move ^event,instrument
acting playacting,playing ^activity
action activity,litigate,process,sue ^act,challenge
activate actuate,spark,trigger,trip ^alter,change
active fighting
activism  ^policy
activity action ^act,deed,state
actor player ^performer
actress  ^actor,player
actual existent
actualise actualize,realise,realize,substantiate ^create,make
actuality  ^being,existence
actualize actualise,realise,realize,substantiate ^create,make
actuate activate,spark,trigger,trip ^initiate,pioneer
acuminate  ^point,sharpen,taper
acute ague,intense ^accent
adam  ^man
adamant diamond,inexorable ^carbon
adapt accommodate,adjust,conform ^alter,change,vary
adaptation version ^writing
adapted altered
add append,supply ^increase,say,state,syndrome
addict freak,hook,nut ^accustom,enthusiast,habituate
addition  ^component,constituent,element,increase
additive linear ^addition
addle muddle,puddle ^confuse,jumble
addlebrained muddleheaded
address reference,speak ^code,communicate,intercommunicate
adduce abduce,cite ^evidence,prove,show,testify
adduct  ^compound,draw,pull
adept ace,champion,expert,genius,good,hotshot
adequacy  ^quality
adequate enough,equal
adhere  ^agree,check,correspond,fit,gibe,implement
adherence attachment ^support
adherent disciple ^follower
adhesive  ^material,stuff
adieu adios ^farewell
adios adieu ^farewell
adjacent contiguous,next
adjectival adjective
adjective adjectival ^modifier
adjoin abut,border,butt,edge,march ^contact
adjourn recess ^cease,end,finish,stop,terminate
adjournment dissolution ^conclusion,ending,termination
adjudge declare,hold ^evaluate,judge
adjudicate judge,try ^decide,determine
adjudication  ^assessment,judgment
adjunct accessory,auxiliary
adjure beseech,bid,conjure,entreat,press ^plead
adjust align,aline,correct,set ^alter,change
adjustment alteration,fitting,modification ^advance,betterment,change
admeasure  ^ascertain,determine,find
administer administrate ^apply,care,deal,give,handle
administrate administer ^care,deal,handle,manage
administration brass,disposal,establishment,organization ^body,direction
administrator  ^chief,head
admiration esteem,wonder ^amazement,astonishment,liking
admire  ^esteem,look,prise,prize,respect,value
admirer champion,friend,protagonist,supporter ^advocate,proponent
admission  ^entrance,entry,incoming
admit acknowledge,intromit ^adjudge,allow,countenance,declare
admix  ^blend,coalesce,combine,commingle,conflate,flux
admonish discourage,monish,warn ^advise,counsel,rede
admonition warning ^advice
ado bustle,flurry,fuss,hustle,stir ^commotion
adolesce  ^develop
adolescent teen,teenager ^juvenile
adonis  ^man
adopt borrow,espouse,follow ^accept,choose,have
adoption acceptance ^approval,blessing
adore  ^love
adorn beautify,decorate,embellish,grace,ornament ^alter
adroitness facility,quickness
adsorb  ^sorb
adulate  ^blandish,flatter
adult big,grown,grownup ^animal,beast,brute
adulterate debase,dilute,load,stretch ^corrupt,spoil
adulterer  ^libertine
adulthood maturity
adumbrate outline,sketch ^depict,describe,draw
advance betterment,improvement,progress,progression ^advise,locomote
advantage  ^asset,favor,favour,prefer
advantageous favorable
advect  ^transport
advent coming ^arrival
adventure chance,escapade,gamble,hazard,risk ^assay
adventurer  ^individual,mortal,person,someone,soul
adverbial  ^adverb
adversary antagonist,opponent ^individual,mortal,person,someone
adverse untoward
adversity hardship ^misfortune
advert advertisement,advertising,attend,hang ^listen,packaging
advertise advertize,publicise,publicize ^announce,denote
advertisement advert,advertising ^packaging,promotion,publicity
advertising advert,advertisement ^business,packaging,promotion,publicity
advertize advertise,promote,push ^praise
advice  ^proposal
advisability  ^wisdom
advise apprise,apprize,counsel,notify,rede ^discuss
advisor consultant ^authority
advocacy  ^support
advocate preach,proponent,recommend,urge ^advise,exhort
aegean  ^sea
aegis protection
aerate air ^expose
aeration  ^action,activity
aerator  ^apparatus,setup
aerial  ^pass,passing
aerify gasify,vaporise,vaporize
aerosol  ^cloud
aerosolise aerosolize ^disperse,dissipate,scatter
aerosolize aerosolise ^disperse,dot,dust,scatter,sprinkle
aeschylus  ^dramatist,playwright
aesthetic esthetic
aestivate estivate ^kip,sleep,slumber
affair intimacy,involvement,liaison,matter,thing ^concern
affairs  ^concern,dealing,dealings,transaction
affect impact,touch ^alter,change,feeling,modify
affected unnatural
affection fondness,heart,tenderness ^feeling
affectionate fond,tender
afferent  ^nerve
affiance betroth,engage,plight ^vow
affidavit  ^instrument,testimony
affiliate associate,assort,consort ^interact
affiliated attached,connected
affiliation association,tie ^relationship
affinity  ^attraction
affirm assert,aver,avow,confirm,corroborate,substantiate
affirmation  ^assertion
affix append,supplement ^attach
afflict  ^discomfit,discompose,disconcert,untune,upset
afflicted stricken
affluence richness ^wealth
afford give,yield ^drop,expend,furnish,provide
afforest forest ^plant,set
affranchise enfranchise ^liberate
affright fright,frighten,panic,scare,terror ^excite
affront diss,insult ^bruise,hurt,injure,offence
afghan  ^blanket,cover
afire ablaze,aflame,aflare,alight
aflame ablaze,aroused
aflare ablaze,afire,aflame,alight
afloat aimless,rudderless
aforesaid said
africa  ^continent
african  ^individual,mortal,person,someone,soul
aftereffect  ^consequence,effect,event,issue,outcome,result
afternoon  ^day,daylight,daytime,farewell,greeting
agape gaping ^love
age maturate,mature,senesce ^develop,epoch,era
aged elderly,older,senior
agency authority,bureau,office ^business,concern
agenda docket,schedule ^plan,program,programme
agenise agenize ^process,treat
agenize agenise ^process,treat
agent  ^cause,representative
agglomerate  ^bunch,bundle,clump,cluster
agglomeration  ^accumulation,aggregation,assemblage,collection
agglutinate  ^attach
agglutinin  ^antibody
aggrade  ^grade
aggrandise aggrandize,dramatise,dramatize,embellish,embroider,lard
aggrandize aggrandise,dramatise,dramatize,embellish,embroider,lard
aggravate exacerbate,exasperate,worsen ^alter,anger,change
aggregate mass,sum,total,totality ^amount,come
aggregation accumulation,assemblage,collection ^group,grouping
aggress attack ^act,move
aggression aggressiveness ^hostility
aggressiveness aggression ^drive,hostility
aggressor attacker ^offender
aggrieve  ^wrong
aggroup group ^assemble,foregather,forgather,gather,meet
aghast dismayed,shocked
agile nimble,quick
agitate charge,commove,excite,foment,rouse ^disturb
agnise agnize,realise,realize,recognise,recognize ^cognise
agnize agnise,realise,realize,recognise,recognize ^cognise
agonise agonize ^anguish,hurt,pain
agonize agonise ^anguish,hurt,pain
agony suffering,torment,torture ^hurt,pain
agree concord,concur,hold ^accept,consent
agreement correspondence,understanding ^statement
agriculture farming,husbandry ^business,cultivation
ague  ^illness,malady,sickness
ahead leading
aid assist,assistance,help ^activity,ameliorate,amend
aide auxiliary ^assistant,help,helper,officer,supporter
ail  ^hurt,suffer
ailing peaked,sickly
ailment complaint,ill ^disorder,upset
aim design,direct,intent,intention,object,objective
aimless afloat,rudderless
air aerate ^expose,gas,part,region
airbrush  ^paint,spray
aircraft  ^craft
airflow  ^flow,flowing
airframe  ^frame,framework
airfreight  ^freight
airless close,stuffy
airlift lift ^fly,transfer,transport,transportation
airmail  ^mail,post,send
airplane plane
airport  ^field
airs pose
airspeed  ^speed,velocity
airt redirect ^direct,send
airway  ^duct
aisle  ^passage,passageway
akin kindred
alabama  ^south
alabaman alabamian ^american
alabamian alabaman ^american
alarm alert,appal,appall,consternation,dismay,horrify
album  ^book,medium,volume
alchemise alchemize ^alter,change,modify
alchemize alchemise ^alter,change,modify
alcohol  ^beverage,drink
alcoholise alcoholize ^impregnate,saturate
alcoholize  ^regale,treat
alderman  ^representative
alert alarm ^preparation,readiness,warn
alerting alertness ^arousal
alertness vigilance,wakefulness ^attention
algerian  ^african
alibi  ^defense,excuse,explain,vindication
alien alienate,exotic,foreign,foreigner ^transfer,traveler
alienate disaffect,estrange ^alter,change,modify
alienated anomic
alienation estrangement ^dislike
alight ablaze,afire,aflame,aflare,light,perch
align adjust,aline ^agree,check,correspond,fit
alignment coalition ^arrangement,organization,placement
alike like,similar
aliment nourish,nourishment,nutrify,sustenance ^feed,food
aline adjust,align ^reorient
alive live
alkali base ^compound
alkalify alkalise,alkalize,basify ^turn
alkalinise alkalinize ^change
alkalinize alkalinise ^change
alkalise alkalify,alkalize,basify ^turn
alkalize alkalify,alkalise,basify ^turn
allay ease,relieve,still ^comfort,console,solace
allegation  ^accusation,claim
allege aver,say ^assert,asseverate,maintain
alleged supposed
allegiance commitment,dedication,loyalty ^cooperation
allegorise allegorize ^construe,interpret,see
allegorize allegorise ^construe,interpret,see
allegory parable ^story
alleviate assuage,ease,facilitate,palliate,relieve ^aid
alley alleyway ^street
alleyway alley ^street
alligator  ^crack,leather
alligatored cracked
alliterate  ^rhyme,rime
allocate apportion ^allot,assign,portion
allocation allotment ^distribution,part,percentage,portion,share
allot accord,assign,grant,portion ^administer,deal
allotment allocation ^distribution,part,percentage,portion,share
allow countenance,let,permit ^accept,consent
allowance  ^allow,grant,part,percentage,portion,reimbursement
alloy debase,metal ^devalue,mixture
allude advert,touch ^hint,suggest
allure tempt ^attraction,bid,invite
allusion  ^mention,reference
ally friend ^affiliate,associate,assort,commonwealth,consort
alone lone,lonely,solitary
aloneness loneliness ^disposition,temperament
aloof distant,upstage
aloofness distance ^indifference
alpha  ^letter
alphabetise alphabetize ^arrange
alphabetize alphabetise ^arrange
alter change,modify,vary
alteration adjustment,change,modification ^happening,occurrence
altercate argufy,dispute,quarrel,scrap ^argue,contend
altercation fracas ^quarrel,row,words,wrangle
alternate alternative,jump,replacement,substitute ^alter,change
alternative alternate,choice,substitute
altitude height ^elevation
altruism  ^unselfishness
aluminise aluminize ^cover
aluminize aluminise ^cover
aluminum  ^metal
alveolar dental ^consonant
amalgamate commix,consolidated,mingle,mix,unify ^alter
amass accumulate,conglomerate,cumulate,gather ^increase
amateur recreational,unpaid ^individual,mortal,person,someone
amaze astonish,astound,baffle,beat,bewilder,dumbfound
amazed astonished,stunned
amazement astonishment ^feeling
amazing astonishing,awful
ambassador  ^diplomat
amber gold ^yellow
ambiance atmosphere ^condition,status
ambiguity  ^expression
ambiguous equivocal
ambition aspiration,dream ^desire,drive,want
ambitious challenging
amble mosey,promenade,saunter,stroll ^walk
ambulance  ^auto,automobile,car,machine,motorcar
ambulate  ^walk
ambuscade ambush,bushwhack,lurk,scupper,trap,waylay
ambush ambuscade,bushwhack,lurk,scupper,trap,waylay
ameliorate amend,better,improve,meliorate ^alter,change
amend ameliorate,better,improve,meliorate ^alter,change
amendment  ^correction,statement
amerce  ^penalise,penalize,punish
america  ^earth,ground,land
american  ^dweller,english,inhabitant
americana  ^artifact
americanise americanize ^alter,change,modify
americanism  ^nationalism,patriotism
americanize americanise ^alter,change,modify
amiable cordial,genial
amiss awry,wrong
amity  ^friendliness
ammo ammunition ^arms,munition
ammoniac  ^gum
ammoniate  ^process,treat
ammonify  ^impregnate,saturate
ammunition ammo ^arms,munition
amnesty  ^exemption,freedom,pardon
amorist  ^buff,devotee,fan,lover
amorphous shapeless
amortise amortize ^liquidate
amortize amortise ^liquidate
amount come,number,sum,total ^magnitude
amphibology  ^ambiguity
ample plentiful,rich
amplification elaboration ^expansion
amplify magnify ^enlarge
amplitude  ^displacement,shift
amputate  ^remove,take,withdraw
amulet  ^charm
amuse disport,divert ^cheer,entertain
amusement entertainment ^delight,diversion,recreation
anabaptist  ^protestant
anachronism  ^artifact
anaesthetise anaesthetize,anesthetise,anesthetize ^dose,drug
anaesthetize anaesthetise,anesthetise,anesthetize ^dose,drug
anagram anagrammatise,anagrammatize ^read,word
anagrammatise anagram,anagrammatize ^read
anagrammatize anagram,anagrammatise ^read
analeptic  ^stimulant
analogise analogize ^compare
analogize analogise ^compare
analogous correspondent
analogue linear,parallel ^similarity
analogy  ^comparison,inference
analyse analyze,canvass,examine,study
analysis  ^investigating,investigation,reasoning
analyst  ^expert
analytic analytical
analytical analytic
analyticity  ^property
analyze analyse,canvass,dissect,examine,study
analyzer  ^instrument
anarchist  ^radical
anarchy  ^disorder
anastomose inosculate ^conjoin,join
anastomosis  ^conjunction,junction
anathematise accurse,anathematize,anathemise,anathemize,comminate,execrate
anathematize accurse,anathematise,anathemise,anathemize,comminate,execrate
anathemise anathemize,bedamn,beshrew,curse,damn,imprecate
anathemize anathemise,bedamn,beshrew,curse,damn,imprecate
anatomic anatomical
anatomical anatomic ^expression
anatomise anatomize ^dissect
anatomize anatomise ^dissect
anatomy build,figure,flesh,form,frame,physique
ancestor antecedent,root ^relation,relative
ancestral transmissible
ancestry blood,descent,line,lineage,origin,pedigree
anchor backbone,ground ^claw,fasten,fix,hook
ancient  ^oldster
ancylose ankylose ^join
andrena  ^bee
anecdote  ^account,report
anele anoint,embrocate,inunct,oil ^bless
anesthetise anaesthetise,anaesthetize,anesthetize ^dose,drug
anesthetize anaesthetise,anaesthetize,anesthetise ^dose,drug
anger  ^arouse,elicit,emotion,enkindle,evoke,fire
angle slant ^locomote,move,space,stand,standpoint
anglican  ^protestant
anglicise anglicize ^accommodate,adapt
anglicize anglicise ^accommodate,adapt
anglophilia  ^admiration,esteem
angry furious,wild
angst  ^anxiety
anguish torment,torture ^distress,hurt,suffer,suffering
anguished tormented,tortured
angular angulate
angulate angular ^alter,change,modify
animadvert opine ^declare
animal beast,brute,carnal,creature,sensual ^being
animalise animalize ^interpret,represent
animalize animalise ^interpret,represent
animate enliven,exalt,inspire,invigorate ^excite,shake
animated alive
animise animate,animize ^alter,change,modify
animize animate,animise ^alter,change,modify
animosity  ^hostility
anion  ^ion
anionic  ^detergent
ankylose ancylose ^join
anneal normalize,temper ^harden,indurate
annex extension,wing ^addition,arrogate,assume,seize
annihilate decimate,eliminate,eradicate,extinguish ^kill
annihilating devastating,withering
annihilation disintegration,obliteration ^demolition,destruction
anniversary  ^day
annotate footnote ^compose,indite,pen,write
announce declare,denote ^inform,say,state,tell
announcement declaration,proclamation ^statement
annoy bother,chafe,devil,gravel,irritate,nark
annoyance chafe,irritation,vexation ^anger
annoyed steamed,stung
annoying annoyance,galling,irritating,irritation,nettlesome,pestering
annual  ^plant
annul avoid,invalidate,nullify,quash,void ^cancel
annunciate announce,foretell,harbinger,herald ^tell
anode  ^electrode
anodise anodize ^coat,surface
anodize anodise ^coat,surface
anoint  ^choose,select,take
anomic alienated
anomie  ^isolation
anonymity  ^obscurity
answer reply,resolution,respond,response,result,solution
antagonise antagonize,counteract ^act,move
antagonist adversary,opponent ^individual,mortal,person,someone
antagonistic counter
antagonize antagonise ^annoy,bother,chafe,devil,gravel
ante  ^back,bet,gage,game,punt,stake
antecede antedate,forego,forgo,precede,predate
antecedent ancestor,root ^cause,relation,relative
antedate antecede,forego,forgo,precede,predate
antenna aerial,feeler ^sensitivity
anterior  ^tooth
anthill  ^hillock,knoll,mound
anthologise anthologize ^compile,compose
anthologize anthologise ^compile,compose
anthropomorphise anthropomorphize ^ascribe,assign,attribute,impute
anthropomorphize anthropomorphise ^ascribe,assign,attribute,impute
anti  ^individual,mortal,person,someone,soul
antibody  ^protein
antic caper,clown,fantastic,grotesque,joke,prank
anticipate counter,expect,foresee,forestall ^act,evaluate
anticipated awaited
anticipation expectancy ^expectation,outlook,prospect
antigen  ^substance
antipathy aversion,distaste ^dislike
antiquate  ^alter,change,modify
antique outmoded ^browse,graybeard,shop
antiquity  ^age
antiredeposition  ^action,activity
antiseptic  ^medication,medicine
antisepticize  ^disinfect
antiserum  ^serum
antithesis  ^opposition
anvil  ^block
anxiety  ^emotion
anxious dying
aorta  ^artery
apache  ^athabascan
apart isolated,obscure
apartment flat ^housing,lodging
ape  ^imitate,primate
aperture  ^regulator
apex peak,vertex ^extreme,extremum
aphorise aphorize ^communicate,intercommunicate
aphorize aphorise ^communicate,intercommunicate
aplomb cool,poise ^calm,calmness,composure,equanimity
apogee culmination ^phase,stage
apologia apology ^defense,vindication
apologise apologize,excuse,rationalise,rationalize ^defend,support
apologist  ^advocate,proponent
apologize apologise
apostatise apostatize,tergiversate ^disown,renounce,repudiate
apostatize apostatise,tergiversate ^disown,renounce,repudiate
apostrophise apostrophize ^write
apostrophize apostrophise ^write
apothecary chemist,pharmacist
apotheose apotheosise,apotheosize ^deify
apotheosise apotheose,apotheosize ^deify
apotheosize apotheose,apotheosise ^deify
appal appall,offend,outrage,scandalise,scandalize,shock
appall appal,offend,outrage,scandalise,scandalize,shock
appalling dismaying ^experience
apparatus setup ^equipment
apparel clothe,clothes,dress,enclothe,garb,garment
apparent evident,manifest,palpable,patent,plain,seeming
apparition phantom,specter ^spirit
appeal charm,invoke,prayer ^bespeak,challenge,quest
appealing sympathetic
appear look,seem
appearance  ^happening,occurrence,quality
appease assuage,conciliate,gentle,gruntle,lenify,mollify
append affix,supplement ^attach
appendix  ^postscript,supplement
apperceive  ^comprehend,perceive
appertain pertain ^belong
applaud acclaim,clap,spat ^gesticulate,gesture,motion
applause clapping ^approval
applejack  ^brandy
applicability pertinence ^relevance,relevancy
applicant  ^individual,mortal,person,someone,soul
application  ^employment,exercise,petition,request,usage,use
applicator  ^device
applique  ^adorn,beautify,decorate,embellish,grace,ornament
apply employ,hold,use,utilise,utilize ^concern
appoint charge,constitute,name,nominate ^establish,found
appointee appointment ^individual,mortal,official,person,someone
appointment assignment,date,designation,engagement ^conclusion,decision
apportion allocate ^allot,assign,portion
appose  ^lay,place,pose,position,put,set
appraisal assessment ^classification
appraise assess,evaluate,measure,valuate,value ^judge
appraiser  ^judge
appreciate  ^acknowledge,realise,realize,recognise,recognize,see
appreciation grasp,hold,taste ^apprehension,discrimination,savvy
apprehend arrest,collar,compass,comprehend,cop,dig
apprehension dread,savvy,understanding ^fear,fright,knowing
apprentice learner ^beginner,initiate,prepare,train
apprenticeship  ^berth,billet,office,place,position,post
apprise advise,apprize,notify ^inform
apprize advise,apprise,notify ^inform
approach attack,coming,near ^approximate,come,conceptualization
approbate  ^authorise,authorize,clear,pass
appropriate allow,capture,conquer,earmark,reserve,seize
appropriation  ^money
approval blessing ^liking,support
approve okay,sanction ^authorise,authorize,clear,evaluate
approximate estimate,gauge,guess,judge,rough ^calculate
approximation estimate,idea ^calculation,computation,figuring,reckoning
apt given,minded,tending
aptitude  ^ability,power
aquaplane  ^board,plane,skim
aquatint  ^etch
arbitrage  ^investment,merchandise,trade
arbitrate intercede,intermediate,liaise,mediate ^negociate,negotiate
arborise arborize ^branch,fork,furcate,ramify,separate
arborize arborise ^branch,fork,furcate,ramify,separate
arc arch,curve,discharge,spark ^bend,flex
arch arc,condescending,curve,patronizing ^bend,flex
archaeologist  ^anthropologist
archaise archaize ^alter,change,modify
archaize archaise ^alter,change,modify
archangel  ^angel
archbishop  ^bishop
arched arching
arching arched
architect designer ^creator
architecture  ^building,discipline,edifice,field,study,subject
archive  ^collect,deposit,repository
archives  ^collection
ardent fervent,fiery,impassioned
ardor zeal ^eagerness,keenness
arduous hard,heavy
area country ^issue,matter,region,subject,topic
areaway  ^passageway
arena area,domain,field,orbit,sphere ^environment
argive  ^greek
argon  ^element
argot cant,jargon,slang
argue contend,debate,fence,reason ^converse,discourse
argufy altercate,dispute,quarrel,scrap ^argue,contend
argument contention,controversy,statement,tilt ^conflict,difference
arianist  ^christian
aridity  ^quality
arise develop,grow,originate,rise,uprise ^become
aristocracy gentry,nobility ^elite
aristocratic blue,gentle
aristotelian  ^adherent,disciple
aristotle  ^philosopher
arm branch,fortify,gird,limb ^furnish,projection
armament  ^arms,munition
armchair  ^chair
armoire  ^closet,press,wardrobe
armor armour ^equip,fit,outfit,protection
armour armor ^equip,fit,force,outfit
armpit  ^cavity
arms munition ^instrumentality,instrumentation
army  ^crowd,service
aroma odor,scent,smell ^property
aromatise aromatize,perfume ^odorize,odourise,scent
aromatize aromatise,perfume ^odorize,odourise,scent
arousal rousing
arouse awake,awaken,elicit,enkindle,evoke,fire
arraign  ^accuse,criminate,impeach,incriminate
arrange  ^agree,concord,concur,hold,lay,place
arranged ordered
arrangement agreement ^group,grouping,planning,preparation,provision
array range ^arrange,arrangement,display
arrest apprehend,apprehension,catch,check,collar,contain
arrival  ^accomplishment,achievement,action
arrive come,get
arrogance  ^pride
arrogate claim ^bespeak,quest,request
arrow  ^mark,missile,projectile
arroyo  ^gully
art  ^creation
arterialise arterialize ^alter,change,modify
arterialize arterialise ^alter,change,modify
arteriole  ^artery
article  ^artifact,bind,hold,nonfiction,obligate,oblige
articulate formulate,joint,phrase,word ^evince,express
artifact  ^unit,whole
artifice  ^maneuver,manoeuvre
artificial contrived,stilted,unreal
artillery gun ^armament
artilleryman gunner ^man
artisan craftsman
artist  ^creator
artistry art,prowess
arts  ^discipline,field,study,subject
ascend  ^locomote,move,travel
ascendancy control,dominance ^condition,status
ascending rise ^motion,move,movement
ascertain assure,check,control,determine,ensure,find
ascribe assign,attribute,impute ^evaluate,judge
ash  ^alter,change,modify,residue,tree
ashen blanched,bloodless,livid,white
asia  ^continent
ask  ^articulate,bespeak,formulate,phrase,quest,request
aspect facet ^characteristic,feature
asperse besmirch,calumniate,defame,denigrate,slander,smear
asphalt  ^pave,pavement
asphyxiate smother,suffocate ^kill
aspirant hopeful ^applicant
aspirate  ^consonant,remove,take,withdraw
aspiration  ^ambition
aspire aim ^plan
ass behind,bottom,bum,butt,buttocks,can
assail assault,attack
assassin bravo ^murderer
assassinate  ^kill
assault assail,attack ^attempt,battle,conflict,engagement
assay check ^analyse,analyze,appraisal,assessment,canvass
assemblage gathering,hookup ^system
assemble foregather,forgather,gather,meet,piece,tack
assembly  ^building,construction,machine
assent accede,acquiesce,acquiescence ^agree,agreement
assert affirm,asseverate,aver,avow,maintain,swan
assertion affirmation,statement ^declaration
assertiveness  ^positivism
assess appraise,evaluate,measure,valuate,value ^judge
assessment appraisal ^classification
asset  ^quality
asseverate assert,maintain ^insist
assibilate  ^sibilate
assiduity concentration ^diligence,industry
assign allot,delegate,depute,designate,portion ^administer
assignee  ^party,receiver,recipient
assigning assignment ^distribution
assignment  ^duty,instrument
assimilate absorb,ingest ^acquire,adapt,adjust,conform
assist aid,assistance,help ^activity,maneuver,manoeuvre
assistance aid,assist,help ^activity,resource
assistant adjunct,help,helper,supporter ^worker
associate affiliate,assort,colligate,connect,consort,link
association  ^organization
assoil acquit,clear,discharge,exculpate,exonerate ^judge
assonate  ^rhyme,rime
assort affiliate,associate,consort ^interact
assorted miscellaneous,mixed,motley,sundry
assortment mixture,motley,potpourri,variety ^accumulation,aggregation
assuage appease,conciliate,gentle,gruntle,lenify,mollify
assume adopt,presume ^anticipate,expect
assumption premise,premiss ^hypothesis,posit,possibility,postulate
assurance authority,confidence,pledge ^certainty,commitment,dedication
assure ensure,guarantee,insure,secure,tell ^affirm
asterisk star ^character,graph,mark
astonish amaze,astound ^surprise
astonished amazed,stunned
astonishing amazing
astonishment amazement ^feeling
astound amaze,astonish ^surprise
astral stellar
astringe  ^compact,compress,constrict,contract,press,squeeze
astringent  ^medication,medicine
astrogate  ^navigate,pilot
astronomy  ^physics
astrophysics  ^astronomy
astute sharp,shrewd
asymmetry imbalance ^spatiality
asynchrony desynchronizing
athabascan  ^indian
atheist atheistic
athlete  ^contestant
athletic acrobatic,gymnastic
athleticism  ^energy,vigor,zip
athletics sport ^diversion,recreation
atlanta  ^siege
atlantic  ^ocean
atm atmosphere
atmosphere ambiance,atm ^condition,status
atom  ^substance
atomic nuclear
atomise atomize ^spray
atomize atomise ^spray
atone aby,abye,expiate ^compensate,correct,redress
atrophied diminished,wasted
atrophy  ^shrink,shrivel,symptom,wither
attach  ^adjoin,connect,contact,link,meet,tie
attached affiliated,connected
attachment  ^addition,affection,fondness,heart,tenderness
attack assail,assault,onrush,onset,onslaught,round
attacker aggressor ^offender
attain accomplish,achieve,hit,reach ^arrive,come
attainment  ^accomplishment,achievement,arrival
attaint disgrace,dishonor,dishonour,shame
attemper  ^modify
attempt assay,attack,effort,endeavor,endeavour,essay
attend look,see ^care
attendant tender ^assistant,help,helper,supporter
attention aid,care,tending ^work
attenuate faded,rarefy,weakened ^weaken
attest certify,demonstrate,evidence,manifest ^affirm,assert
attic loft ^floor,level,story
attica  ^district,dominion,territory
attire dress,garb,overdress,prink ^clothing,vesture
attired dressed,garbed
attitude position,posture ^knowledge
attitudinise attitudinize ^pose,posture
attitudinize attitudinise ^pose,posture
attorn  ^acknowledge,admit
attorney lawyer ^professional
attract appeal,draw,pull
attraction  ^force,show
attribute ascribe,assign,dimension,impute,property ^abstraction
attune  ^adjust,correct,set
auction auctioneer ^bridge,sell
auctioneer auction ^agent,broker,factor,sell
audacious brave,dauntless,fearless,hardy
audacity temerity ^boldness,brass,cheek,daring,face
audience  ^assemblage,gathering,mass,masses,multitude,people
audit inspect,scrutinise,scrutinize ^accounting,analyse,analyze
audition hearing ^perform
auditorium  ^area
aug august
augment  ^grow,increase
augur auspicate,betoken,bode,forecast,foreshadow,foretell
august aug,grand,lordly
aureomycin  ^antibiotic
aurify  ^metamorphose,transform,transmute
auscultate  ^examine,see
auspicate augur,betoken,bode,forecast,foreshadow,foretell
austere severe,stark,stern
australia  ^country,land,state
authentic reliable,veritable
authenticate  ^attest,certify,demonstrate,evidence,manifest
authenticity legitimacy
author generator,source,writer ^compose,indite,maker
authorise authorize,empower ^appoint,charge
authoritative important
authorities government,regime
authority authorization,dominance,potency ^control,individual,mortal
authorization mandate ^instrument
authorize authorise,clear,pass ^allow,countenance,let
authorship composition,writing
auto automobile,car,machine,motorcar
autoclave  ^sterilise,sterilize,vessel
autofluorescence  ^fluorescence
autograph inscribe ^sign,writing
autoloader  ^firearm,piece
automate automatise,automatize ^alter,change,modify
automatic machinelike
automatise automatize ^alter,change,modify
automatize automatise ^alter,change,modify
automobile auto,car,machine,motorcar ^locomote,move
autonomy liberty ^independence
autopsy necropsy ^examination,examine,scrutiny,see
autotomise autotomize ^cast,drop,shed,throw
autotomize autotomise ^cast,drop,shed,throw
autumn fall ^season
auxiliary aide,supplemental,supplementary ^assistant,help,helper
avail help,service ^aid,apply,assist,employ
availability  ^convenience
avalanche  ^descend,fall,slide
avarice covetousness,greed
avenge retaliate,revenge ^penalise,penalize,punish
avenue  ^approach,attack
aver allege,say ^assert,asseverate,maintain
average mean,norm,ordinary ^accomplish,achieve,amount
aversion antipathy,distaste ^dislike
avert avoid,debar,deflect,forefend,forfend,obviate
avianise avianize ^alter,change,vary
avianize avianise ^alter,change,vary
aviary  ^building,edifice
aviate fly,pilot ^control,operate
aviation  ^accumulation,aggregation,assemblage,collection
avoid avert,debar,deflect,forefend,forfend,obviate
avoidance dodging ^rejection
avouch avow ^acknowledge,admit
avow affirm,assert,aver,swan,swear,verify
avulse  ^separate
await expect,look,wait
awaited anticipated
awake arouse,awaken,wake,waken ^turn
awaken arouse,awake,rouse,wake,waken ^alter
awakening  ^arousal,rousing
award awarding,grant,honor,honour,laurels,present
awarding award ^grant
awareness cognizance,consciousness ^knowing
awe  ^admiration,affright,fright,frighten,scare,wonder
awed awestruck,awful
awestruck awed
awful abominable,dread,dreadful,fearful,frightening,painful
awry cockeyed
axe  ^chop,hack
axiom maxim ^expression
axis  ^line
axle  ^shaft
azimuth  ^angle
azure sapphire ^blue,color,colorise,colorize,colour
baa blat,blate,bleat ^cry,emit,utter
babbitt  ^alloy,line,metal
babble blather,blether,blither,smatter ^blab,blabber
babe baby,infant ^child,kid
baby babe,cocker,coddle,cosset,featherbed,indulge
babysit  ^guard
bach bachelor ^composer,live
bachelor bach ^live,man
back endorse,hinder,indorse,rear,support ^approve
backbite bitch ^complain,kick,kvetch,plain,quetch
backbone anchor,grit,guts,sand ^fortitude,support
backcross  ^cross,crossbreed,hybridise,hybridize,interbreed
backdate  ^effect
backdrop background ^scene,scenery
backer angel ^patron,sponsor,supporter
backfire backlash,recoil ^explosion,hap,happen,occur
background downplay,ground ^accent,accentuate,aspect,emphasise
backhand  ^hit,return
backing championship,mount,patronage ^approval,bed,blessing
backlash backfire,rebound,recoil ^hap,happen,motion
backlog  ^accumulate,accumulation,aggregation,amass,assemblage,collection
backpack haversack,knapsack,pack ^bag,hike
backpedal  ^bicycle,bike,cycle,pedal,wheel
backscatter  ^disperse,scatter
backslap  ^act,behave
backslide lapse ^slip
backspace  ^key,type,typewrite
backstage offstage,wing ^stage
backstitch  ^sew,stitch
backstop catcher ^infielder,play
backstroke  ^swim
backtrack  ^return
backwoods  ^country
backyard  ^grounds,yard
bacteria  ^microorganism
bacterise bacterize ^subject
bacterize bacterise ^subject
bad badness,big ^quality
badge  ^allegory,characteristic,emblem,feature,label,mark
badger beleaguer,bug,pester,tease ^american,bedevil
badmouth malign,traduce ^asperse,besmirch,calumniate,defame
badness bad ^quality
baffle amaze,beat,bewilder,dumbfound,flummox,get
baffled befuddled,bewildered,confused,lost ^people
baffling elusive,knotty,tough
bag  ^capture,catch,container
baggage luggage ^case
baggy sloppy
bagpipe  ^pipe
bail bond ^free,liberate,loose,release,unloose
bait cod,hook,lure,rag,rally,razz
bake  ^cook
baked parched,scorched,sunbaked
balance equilibrate,equilibrise,equilibrize ^account,calculate,equality
bald  ^grow,turn
bale  ^accumulate,amass,bundle,collect,compile,hoard
bali  ^island
balk baulk,jib,resist ^area,disobey,expanse
balkanise balkanize ^dissever,divide,separate,split
balkanize balkanise ^dissever,divide,separate,split
ball  ^roll,shot,twine,wind,wrap
ballad lay ^poem,song,vocal
ballast  ^brace,material,stabilise,stabilize,steady,stuff
ballet  ^choreography,music
balletomane  ^enthusiast
balloon  ^aviate,fly,pilot,toy
ballot vote,voting ^choice,document,papers,pick
ballpark park ^arena,bowl,stadium
ballplayer  ^athlete,participant,player
ballroom  ^room
ballyhoo hype,plug ^advertise,advertize,packaging,promotion
ballyrag browbeat,bully,bullyrag,hector ^intimidate
baltimore  ^city,metropolis,port
balustrade banister ^barrier
balzac  ^novelist
bamboozle hoodwink,snow ^betray,deceive
ban censor,prohibition ^criminalise,criminalize,decree,disallow
banana  ^herb
band circle,lot,set ^bind,tie
bandage bind,patch ^fasten,fix,secure
bandaged bound
bandit  ^thief
bandstand stand ^platform
bandy  ^play
bang bash,belt,blast,clap,eruption,knock
banging thumping,walloping ^combat,fight,fighting,noise
banish ban,blackball,ostracise,ostracize,shun ^expel
banister balustrade ^barrier
bank  ^enclose,incline,inclose,side,slope,tip
banker  ^financier
bankroll roll ^fund,funds
bankrupt break,ruin,smash ^failure,impoverish,loser
bankruptcy failure
banner  ^flag
banquet feast,junket ^dinner,host
banshee  ^spirit
banter chaff,jolly,josh,kid ^bait,cod
baptise baptize,christen ^call,name
baptist  ^protestant
baptize baptise,christen ^call,name
bar barricade,block,blockade,debar,exclude,ginmill
barb dig,gibe,jibe,shaft,shot,slam
barbarian barbaric,savage,wild ^primitive
barbaric barbarian,savage,wild
barbarise barbarize ^change
barbarize barbarise ^change
barbecue barbeque ^dish,grill
barbed biting
barbell  ^weight
barbeque barbecue ^dish,grill
barber  ^composer,groom,neaten
barbital  ^barbiturate
bard barde,caparison ^adorn,beautify,decorate,embellish
barde bard,caparison ^adorn,beautify,decorate,embellish
bare naked,nude,scanty,spare ^expose,uncover
barf cast,cat,chuck,disgorge,honk,puke
bargain deal,dicker ^agreement,negociate,negotiate,understanding
bargaining  ^dialogue,negotiation,talks
barge lighter ^boat,hasten,hie,hotfoot,race
barium  ^metal
bark  ^cover,mouth,noise,speak,talk,utter
barkeep bartender ^employee
barley  ^grain
barnstorm  ^perform
barnyard  ^yard
baronetise baronetize ^ennoble,entitle,gentle
baronetize baronetise ^ennoble,entitle,gentle
baronial imposing,noble,stately
barony  ^acres,estate,land
baroque  ^age
barrack  ^accommodate,lodge
barrage battery,bombard,onslaught ^assail,assault,attack
barrel  ^lay,place,pose,position,put,set
barricade bar,block,blockade,roadblock,stop ^barrier
barricado barricade ^block,impede,jam,obstruct,obturate
barrier roadblock ^obstacle,obstruction
bartender barkeep ^employee
barter swap,swop,trade ^change,exchange,interchange
base establish,foot,found,foundation,ground,groundwork
baseball ball
baseline  ^criterion,measure,standard,touchstone
basement cellar ^floor,level,story
bash bang,belt,bonk,bop,knock,smash
basify alkalify,alkalise,alkalize ^turn
basileus  ^ruler
basin  ^vessel
basis base,footing,foundation,ground,groundwork ^assumption
bask enjoy,relish,savor,savour ^lie
basket  ^container
bass deep ^part,pitch,voice
basset  ^appear,hound
bastard bogus,fake,phony,prick,shit,sob
bastardise bastardize ^corrupt,debase,debauch,demoralise,demoralize
bastardize bastardise ^corrupt,debase,debauch,demoralise,demoralize
baste  ^dampen,moisten,wash
bastinado  ^beat,cudgel
bastion  ^defense
bat flutter ^blink,hit,nictate,nictitate,play
batch  ^accumulation,aggregation,assemblage,collection,group
bate  ^check,contain,control,curb,hold,moderate
batfowl  ^capture,catch
bath  ^bathing,vessel,washup
bathe  ^clean,cleanse,enclose,enfold,envelop,enwrap
bather  ^traveler,traveller
bathing washup ^cleaning,cleansing,diversion,recreation,wash
bathos  ^style
bathrobe  ^robe
bathroom  ^room
bathtub tub ^vessel
batik  ^cloth,fabric,material,textile
baton wand ^rod
batten batting,secure ^fortify,strengthen
batter buffet,hitter,slugger ^ballplayer,strike
battery  ^artillery
batting  ^attempt,effort,endeavor,endeavour,try
battle combat,conflict,engagement,fight,struggle ^action
battlefield battleground,field ^parcel,tract
battlefront front ^line
battleground battlefield,field ^parcel,tract
baulk balk,jib,resist ^area,disobey,expanse
bavaria  ^province,state
bawdy  ^obscenity,smut
bawdyhouse brothel ^building,edifice
bawl bellow ^shout
bay  ^cry,mouth,speak,talk,utter,verbalise
bayonet  ^knife,stab
bazaar  ^shop,store
beach  ^formation,land
beachhead  ^bridgehead
beacon  ^beam,shine
bead  ^form
beadle  ^official
beadsman  ^prayer
beak bill,peck,pick ^mouth,strike
beam shine ^piece,sign,signal,signaling,smile
beaming glad
bean  ^hit,legume
bear birth,deliver,have ^feature,produce
beard whiskers ^rim
bearded bewhiskered,whiskered
bearer carrier,toter ^courier,messenger,traveler,traveller
bearing aim,heading ^direction,relatedness,way
beast animal,brute,creature,savage,wildcat,wolf
beat crush,dead,heartbeat,pulsation,pulse,round
beatify exalt,exhilarate,inebriate,thrill ^elate,intoxicate
beating whipping ^combat,fight,fighting,scrap
beatnik beat ^nonconformist
beau fellow ^lover,man
beautify embellish,fancify,prettify ^ameliorate,amend,better
beauty dish,mantrap,peach,sweetheart ^appearance,woman
beaver  ^fur,pelt,work
bebop bop ^dance,jazz
becalm calm,steady ^stabilise,stabilize
bechance befall,betide ^hap,happen,occur,pass
becharm charm ^command,control
beckon wave ^appeal,attract,gesticulate,gesture,motion
becloud befog,cloud,fog,mist,obnubilate,obscure
become get,turn ^metamorphose,transform,transmute
bed  ^furnish,patch,plot,provide,render,supply
bedamn anathemise,anathemize,beshrew,curse,damn,imprecate
bedaub besmear ^cover
bedaze daze,stun ^desensitise,desensitize
bedazzle daze,dazzle ^blind
bedeck bedight,deck ^adorn,beautify,decorate,embellish
bedevil crucify,dun,frustrate,rag,torment ^beset
bedew  ^wet
bedground  ^area,country
bedhop  ^fornicate
bedight bedeck,deck ^adorn,beautify,decorate,embellish
bedim benight ^darken
bedizen  ^adorn,beautify,decorate,embellish,grace,ornament
bedpost  ^support
bedraggle draggle ^douse,dowse,drench,soak,sop
bedroom chamber ^room
bedside  ^side
bedstead  ^furniture
bedtime  ^hour
beebread  ^composition
beech  ^tree
beef bellyache,bitch,crab,gripe,grouse,holler
beefy burly,husky
beehive  ^work
beep blare,bleep,claxon,honk,toot ^sound
beer  ^brew
beeswax  ^wax
beetle overhang ^hang,insect
befall bechance,betide ^hap,happen,occur,pass
befit beseem,suit ^agree,check,correspond,fit
befog becloud,cloud,fog,mist,obnubilate,obscure
befool fool,gull ^cozen,deceive,delude
befoul defile,foul,maculate ^attaint,disgrace,dishonor
befriend  ^attach,bind,bond,tie
befuddle bedevil,confound,confuse,discombobulate,fox,fuddle
beg implore,pray,solicit,tap ^bespeak,plead
beget engender,father,generate,get,mother,sire
beggar  ^defy,refuse,resist
begild engild,gild ^adorn,beautify,decorate,embellish
begin commence,get,start ^statesman
beginner initiate
beginning first,kickoff,offset,outset,start ^happening
begrime bemire,colly,dirty,grime,soil ^alter
begrudge envy ^desire,want
beguile becharm,bewitch,captivate,capture,catch,charm
behalf  ^interest,place,position,sake,stead
behave acquit,act,bear,carry,comport,conduct
behavior conduct ^action,activity
behead decapitate,decollate ^kill
behind ass,bottom,bum,butt,buttocks,can
behold  ^see
behoove behove
behove behoove
being existence,organism ^state
bejewel jewel ^adorn,beautify,decorate,embellish,grace
belabor belabour ^criticise,criticize,knock
belabour belabor
belated late
belay  ^fasten,fix,outcrop,secure
belch belching,bubble,burp,eruct ^breathe,ejection
belching belch,burp ^ejection,expulsion,projection,reflex
beleaguer badger,bug,pester,tease ^bedevil,crucify
belgian  ^european
belie contradict,negate ^depart,deviate,diverge,vary
belief feeling,impression,notion,opinion ^content,idea
believable credible
believe conceive,consider,think ^accept,evaluate,judge
believer worshipper ^admirer,champion,friend,protagonist,supporter
belittle denigrate,derogate,minimize ^disparage
bell doorbell ^attach,button,push
belle  ^girl,miss
bellhop  ^attendant,tender
belligerent aggressive,combatant,fighter ^individual,mortal,person
bellow bawl,holler,hollering,hollo,roar,roaring
belly abdomen,stomach ^fat,intumesce,swell,tumefy
bellyache beef,bitch,crab,gripe,grouse,holler
bellylaugh  ^laugh
beloved darling,dear,honey,love ^lover
belowground underground
belshazzar  ^general
belt  ^accessory,accouterment,hit,loop,sing
bemire begrime,colly,dirty,grime,soil ^alter
bemoan bewail,deplore,lament ^complain,kick,kvetch
bemock mock ^handle,treat
bemuse bewilder,discombobulate,throw ^discomfit,discompose,disconcert
bench terrace ^remove,seat
bend crook,flex,turn,twist ^curve,deform
benday  ^engrave,etch
bended bent
benediction blessing ^prayer
benefact  ^aid,assist,help
benefice  ^dower,endow
beneficial good
beneficiary  ^receiver,recipient
beneficiate  ^process,treat
benefit gain,profit,welfare ^acquire,aid,get
benficiate  ^deoxidise,deoxidize,reduce
benight  ^overcome,overpower,overtake,overwhelm,whelm
bennington  ^town
bent set ^disposition,inclination,tendency
benumb blunt,dull,numb ^desensitise,desensitize
beplaster plaster ^cover
bequeath leave,will ^gift,give,present
bequest legacy ^gift,heritage,inheritance
berate chide,jaw,lambast,lambaste,lecture,rag
bereave  ^deprive,divest,strip
bereavement  ^sadness,sorrow
berry  ^cull,pick,pluck
berth billet,office,place,position,post,situation
beryllium  ^metal
beseech adjure,bid,conjure,entreat,press ^plead
beseem befit,suit ^agree,check,correspond,fit
beset chevvy,chevy,chivvy,chivy,harass,harry
beshrew anathemise,anathemize,bedamn,curse,damn,imprecate
besiege beleaguer,circumvent,surround ^assail,attack
besieger  ^enemy,foe,opposition
besmear bedaub ^cover
besmirch asperse,calumniate,defame,denigrate,slander,smear
besot stupefy ^desensitise,desensitize
bespangle spangle ^adorn,beautify,decorate,embellish,grace
bespatter spatter ^blob,blot,fleck,spot
bespeak betoken,indicate,point,signal ^tell
bespeckle speckle ^blob,blot,fleck,spot
bespot  ^mark
besprinkle sparge,sprinkle ^wet
best outdo,outflank,scoop,trump ^attempt,beat
bestial brutal,brute
bestialise bestialize ^alter,change,modify
bestialize bestialise ^alter,change,modify
bestir rouse ^move
bestow confer ^award,give,present
bestowal  ^gift,giving
bestrew  ^straw,strew
bestride mount ^move
bet stake,wager ^anticipate,call,forebode,foretell
beta  ^letter
bethink  ^contemplate,excogitate,meditate,mull,muse,ponder
betide bechance,befall ^hap,happen,occur,pass
betoken bespeak,indicate,point,signal ^tell
betray bewray,sell ^break,cozen,deceive,delude
betrayal treachery,treason
betroth affiance,engage,plight ^vow
betrothed  ^lover
better ameliorate,amend,break,improve,meliorate ^alter
betterment advance,improvement ^shift,transformation,transmutation
bevel cant,chamfer ^cut,edge
beverage drink ^food,liquid,nutrient
bevy  ^assemblage,gathering
bewail bemoan,deplore,lament ^complain,kick,kvetch
beware mind ^watch
bewhisker whisker ^furnish,provide,render,supply
bewhiskered bearded,whiskered
bewilder amaze,baffle,beat,bemuse,discombobulate,dumbfound
bewildered baffled,befuddled,confused,lost
bewilderment puzzlement ^confusion,disarray
bewitch becharm,beguile,captivate,capture,catch,charm
bewray betray ^break,disclose,discover,divulge,expose
bias preconception,prejudice ^prepossess
bib tipple ^booze,drink,fuddle
bible book,scripture,word
biblical scriptural
bibliography  ^list
bicker bickering,brabble,fuss,niggle,pettifog,quibble
bickering bicker,fuss,spat,squabble ^quarrel,row
bicycle bike,cycle,pedal,wheel ^ride
bid bidding,command,offer,play,tender,wish
bidder  ^applicant
bidding bid,command
bide abide,stay ^continue,remain
biff clout,lick,poke,pommel,pummel,punch
bifurcate branched,forked ^diverge
big large
bigger larger
bight  ^fasten,fix,loop,secure
bike bicycle,cycle,motorcycle,pedal,wheel ^ride
bile gall
bilge  ^damage,water
bilharziasis  ^infection
bilingual  ^linguist
bilk  ^cheat,chisel
bill account,charge,invoice,measure ^advertise,advertize
billet canton,line,note,quarter ^accommodate,lodge
billow surge,wallow ^soar,wave,zoom
bin  ^container,store
bind adhere,attach,bond,stick,tie ^balk
binding  ^attraction,sewing
binge englut,engorge,glut,gorge,gormandise,gormandize
binomial  ^quantity
bioassay  ^assay
biodegrade  ^decompose,molder,moulder,rot
biography life ^account,chronicle,history,story
biologist  ^scientist
biomedicine  ^medicine
biophysicist  ^physicist
birch  ^flog,lash,lather,slash,strap,trounce
bird birdwatch,fowl ^meat,observe,vertebrate
birdbath  ^basin
birdhouse  ^shelter
birdie  ^score,shoot
birdlime lime ^adhesive,scatter,spread
birdnest  ^collect,garner,gather,nest
birdwatch bird ^observe
birl birle ^circumvolve,rotate
birle birl ^circumvolve,rotate
birmingham  ^city,metropolis
birr purr,whir,whirr,whiz,whizz ^sound
birth bear,deliver,have ^alteration,beginning,change
birthday  ^anniversary,date
birthplace  ^place,spot
birthright  ^heritage,inheritance
biscuit cookie ^cake
bisect  ^cut
bishop  ^priest
bishopry  ^berth,billet,office,place,position,post
bit chip,flake,fleck,scrap,spot ^fragment
bitch beef,bellyache,crab,gripe,grouse,holler
bite bit,burn,morsel,sting ^ache,grip
biter  ^individual,mortal,person,someone,soul
biting barbed
bitt  ^fasten,fix,post,secure
bitterness gall,jaundice,rancor,resentment ^hostility
bitters  ^booze,liquor,spirits
bituminise bituminize ^process,treat
bituminize bituminise ^process,treat
bivouac camp,encamp,encampment,tent ^dwell,inhabit
bizarre eccentric
blab babble,peach,sing,talk,tattle ^break
blabber blab,chatter,clack,gabble,gibber,maunder
black blacken,blackness,melanise,melanize ^color,colour
blackball ban,banish,ostracise,ostracize,shun ^ejection
blackberry  ^berry
blackboard  ^sheet
blacken black,melanise,melanize ^color,colour,discolor
blackening darkening
blackguard dog,guy,heel,hound,rib,ridicule
blackjack blackmail,pressure ^influence,work
blacklead  ^cover
blackleg fink,rat,scab ^work,worker
blacklist  ^list
blackmail blackjack,pressure ^influence,work
blackmailer  ^criminal,crook,felon,outlaw
blackness black ^dark,darkness
blackout  ^break,dark,darkness,intermission,interruption,pause
blacktop  ^coat,pavement,surface
blackwash  ^break,calumny,disclose,discover,divulge,expose
blade  ^foliage,leaf,youth
blame blessed,damn,damned,darned,fault,goddam
blanch blench,pale ^color,colour,discolor,discolour
blanched ashen,bloodless,livid,white
bland flat
blandish flatter ^praise
blank clean,space,white ^character,graph,keep
blanket broad,cover,extensive,mantle,wide ^bedding
blare blaring,blast,clamor,din ^noise,resound
blaring blare,blasting,clamor,din ^noise
blarney cajole,coax,coaxing,inveigle,palaver,wheedle
blaspheme curse,cuss,imprecate,swear ^express,utter
blasphemous profane
blasphemy  ^disrespect,profanity
blast bang,blare,boom,clap,eruption,nail
blasting ruinous
blat baa,blate,bleat ^emit,utter
blatant blazing,clamorous,conspicuous,vociferous
blate baa,bashful,blat,bleat ^emit,utter
blather babble,blether,blither,smatter ^blab,blabber
blaze blazing,hell ^beam,blast,fire,flame
blazing blaze,dazzling,glaring ^fire,flame
blazon arms,emblazon ^adorn,beautify,decorate,embellish
bleach decolor,decolorise,decolorize,decolour,decolourise,decolourize
bleached faded
bleachers  ^stand
bleak bare,black,desolate,dim,stark
blear bleary,blur ^alter,change,modify
bleary blear
bleat baa,blat,blate ^complain,cry,emit
bleb blister ^cyst
bleed hemorrhage,leech,phlebotomise,phlebotomize ^discharge,eject
bleep beep ^sound
blemish deface,defect,disfigure,mar ^appearance,deflower
blench blanch,pale ^color,colour,discolor,discolour
blend immingle,intermingle,intermix ^accord,agree,amalgamate
blending blend ^combination,compounding
bless  ^arouse,bestow,confer,conjure,evoke,invoke
blessing approval ^support
blether babble,blather,blither,prate,prattle,smatter
blight plague ^afflict,desolation,smite
blind  ^alter,change,cover,modify,people,screen
blindfold blindfolded ^cover
blindfolded blindfold
blindside  ^surprise
blink nictate,nictitate,wink ^keep,reflex,restrain
blinker  ^cover,light
blister vesicate ^defect,fault,flaw,intumesce,swell
blistering acid,bitter,virulent
blithe lighthearted
blither babble,blather,blether,smatter ^blab,blabber
blitz  ^assail,attack,maneuver,manoeuvre,play
blitzkrieg blitz ^attack,onrush,onset,onslaught,war
blizzard  ^storm
bloat  ^intumesce,lump,swell,swelling,tumefy,tumesce
blob blot,fleck,spot
bloc axis ^alignment,coalition
block bar,barricade,blockade,embarrass,hinder,obstruct
blockade block,embarrass,hinder,obstruct,stymie,stymy
blog  ^communicate,diary,intercommunicate,journal
bloke chap,cuss,fella,fellow,lad ^male
blond blonde ^individual,mortal,person,someone,soul
blonde blond ^individual,mortal,person,someone,soul
blood  ^daub,disposition,humor,humour,smear,temperament
bloodhound  ^hound
bloodshed gore ^execution,murder
bloodstained gory
bloodstream  ^blood
bloody  ^cover
bloom blooming,blossom,flower ^develop
blooming bloody,bloom
blossom bloom,flower,unfold ^develop
blot daub,slur,smear,smirch,smudge,spot
blotch mottle,splotch,streak ^blot,color,colorise
bloviate  ^orate
blow bump ^exhale,expire,impact,stroke
blower  ^device
blowing  ^processing
blub blubber,sniffle,snivel,snuffle ^cry,weep
blubber blub,sniffle,snivel,snuffle ^cry,weep
bludgeon  ^club,coerce,force,hale,pressure,squeeze
blue bluish ^clothing,color,colour,discolor,discolour
blueprint design,draft,draught,pattern ^plan,program
bluestocking  ^woman
bluff bold,sheer ^bank,move,pretence,pretense
bluish blue
blunder boob,botch,bungle,flub,goof,sin
blunt  ^weaken
blur fuzz ^alter,change,modify,representation
blurred bleary,fuzzy,hazy
blurt blunder,ejaculate ^mouth,speak,talk,utter
blush bloom,crimson,flush,redden ^color,colour
bluster blow,boast,brag,bravado,gas,gasconade
board plank,room ^commission,committee,dwell,enter
boarding  ^departure,going,leaving
boardinghouse  ^house
boast blow,bluster,brag,feature,gas,gasconade
boastful big
boat  ^ride,vessel
boater panama,sailor ^hat,lid
boatload carload
boatswain  ^jack,seafarer,seaman,tar
bob  ^move
bobble blow,bodge,bollix,bollocks,botch,bumble
bobsled bob ^sled,sledge,sleigh
bode augur,auspicate,betoken,forecast,foreshadow,foretell
bodge blow,bobble,bollix,bollocks,botch,bumble
bodice  ^top
body personify ^embody
bodybuilder muscleman ^individual,mortal,person,someone,soul
bodybuilding  ^exercise,exercising,workout
bodyguard escort ^defender,guardian
bodypaint  ^paint
bog  ^slow
bogey bogy ^shoot
boggle  ^jump,start,startle
bogus bastard,fake,phony
bogy bogey ^aircraft
boil  ^change,turn
boiler  ^vessel
boiling  ^evaporation,heating,vapor,vaporization,warming
boisterous unruly
bold boldface ^case,face
boldface bold ^case,face,impress,print
boldness daring
bollix blow,bobble,bodge,bollocks,botch,bumble
bollocks blow,bobble,bodge,bollix,botch,bumble
bolo  ^necktie,tie
bolshevik marxist,red ^radical
bolshevise bolshevize,communise,communize ^alter,change,modify
bolshevize bolshevise,communise,communize ^alter,change,modify
bolster  ^pillow,reenforce,reinforce
bolt  ^bar,lightning,lock,move
bomb bombard ^arms,assail,attack,calorimeter,munition
bombard pelt ^bass,throw
bombast rant
bombay  ^city,metropolis
bomber  ^airplane,plane
bombilate bombinate,buzz ^sound
bombinate bombilate,buzz ^sound
bombing  ^attack,onrush,onset,onslaught
bombproof  ^chamber,proof
bond adhere,bind,stick ^attach,attraction,certificate
bonderise bonderize ^coat,surface
bonderize bonderise ^coat,surface
bondsman  ^slave
bone cram,drum,swot ^study
bonemeal  ^organic
bonfire  ^fire
bong  ^echo,resound,reverberate,ring,sound
bonk bang,bed,eff,fuck,hump,jazz
bonn  ^city,metropolis
bonnet  ^hat,lid
bonus fillip
bony scraggly,scrawny,skinny
boo bird,hiss,hoot,razz,snort ^call
boob blunder,booby,dope,dumbbell,dummy,goof
booby boob,dope,dumbbell,dummy ^simple
boogie  ^blues,dance,jazz
book hold,reserve,volume ^bespeak,product,production
bookcase  ^furniture
booked engaged
booker  ^agent
booking engagement,reservation ^employment,work
bookshelf  ^shelf
boom blast,din,nail,roar,roaring,smash
boomerang  ^missile,projectile,return
boon blessing
boondoggle  ^waste,work
boost encouragement,hike,rise ^aid,assist,assistance
boot trunk ^compartment,kick
booth stall ^closet,table
bootleg black,contraband,moonshine ^corn,sell
bootlegger  ^criminal,crook,felon,outlaw
bootlegging  ^marketing,merchandising,selling
bootlick fawn,kotow,kowtow,toady,truckle ^blandish
bootstrap  ^aid,assist,help,strap
booty loot,pillage,plunder,prize,swag
booze drink,fuddle,liquor,spirits ^alcohol,consume
bop bebop ^dance
borate  ^salt
border borderline,bound,environ,margin,ring,skirt
borderline border,marginal ^bound,boundary,bounds
bore drill,dullard,tire ^cut
boredom  ^dissatisfaction
boring dull,irksome,slow,tedious,tiresome,wearisome
borrow adopt ^accept,acquire,get,have,take
borrower  ^receiver,recipient
borrowing adoption ^appropriation
bosom  ^breast,chest,conceal,hide,privacy,secrecy
boss brag,chief,emboss,foreman,stamp ^employer
botanise botanize ^analyse,analyze,dissect
botanize botanise ^analyse,analyze,dissect
botch blow,blunder,bobble,bodge,bollix,bollocks
bother annoy,chafe,devil,fuss,gravel,hassle
bottle  ^store,vessel
bottlefeed  ^feed,give
bottleneck constriction ^block,blockade,embarrass,hinder,narrowing
bottom underside ^face,furnish,part,provide,region
bottomland bottom ^ground,land,soil
boucle  ^cloth,fabric,material,textile
bouffant  ^coif,coiffure,hairdo
bough  ^limb
boulder bowlder ^rock,stone
boulevard avenue ^street
bounce bound,leap,leaping,rebound,recoil,resile
bouncing bounce ^backlash,rebound,recoil
bound border,boundary,edge,jump,leap,spring
boundary bound,bounds,edge ^extremity,line
boundless limitless,unbounded
bounds bound,boundary ^extremity
bouquet corsage
bourbon  ^reactionary,whiskey,whisky
bourgeoisie  ^class,stratum
bourgeon germinate,pullulate,shoot,sprout,spud ^grow
bouse bowse ^cart,drag,hale,haul
bout round,turn ^division,part,section
bow accede,defer,submit ^gesticulate,gesture,knot
bowdlerise bowdlerize,castrate,expurgate,shorten ^abbreviate,abridge
bowdlerize bowdlerise,castrate,expurgate,shorten ^abbreviate,abridge
bower embower ^enclose,frame,framework,inclose
bowl trough ^roll,vessel,wheel
bowlder boulder ^rock,stone
bowse bouse ^cart,drag,hale,haul
bowstring  ^cord
box package ^case,compartment,container,encase,incase
boxer  ^belligerent,combatant,fighter
boy  ^male,man
boycott  ^dissent,objection,ostracise,ostracize,protest
boyhood  ^childhood
brabble bicker,niggle,pettifog,quibble,squabble ^argue
brace poise,stabilise,stabilize,steady ^fix,fortify
brachiate  ^sway,swing
bracing brace,brisk,fresh,refreshing ^reinforcement
bracket  ^hold,set,support,sustain
brad  ^fasten,fix,nail,secure
brag blow,bluster,boast,boss,crow,gas
braggadocio bluster ^boast
braid lace,plait,twist ^coif,coiffure,hairdo
brail  ^furl,net
braille  ^educator,transcribe,transliterate
brain mentality,wit ^hit,intelligence
brainstorm insight ^apprehension,cerebrate,cogitate,savvy,think
brainwash  ^persuade
brainy brilliant
braise  ^cook
brake  ^halt,restraint,stop
brakes  ^brake
branch arm,ramify,subdivision ^division,grow,stalk
branched bifurcate,forked
brand make ^form,kind,mark,name,sort
brandish flourish,wave ^displace,display,exhibit,expose
brandmark brand,trademark ^label,mark,tag
brandy  ^booze,liquor,spirits
brass  ^wind
brattice  ^furnish,partition,provide,render,supply
brattle clack,clatter ^noise,resound
bravado bluster ^fanfare,flash
brave audacious,courageous,dauntless,endure,fearless,hardy
bravery courage ^spirit
bravo assassin ^acclaim,applaud,clap,murderer,spat
brawl bash,wrangle ^altercate,argufy,dispute,party
bray  ^cry,emit,utter
braze  ^solder
brazen audacious,brassy,insolent ^dare,defy
brazenness  ^boldness,daring
breach break,gap,infract,offend,transgress,violate
bread  ^cover
breadth width ^dimension,intelligence
break interrupt,interruption,separate ^accident,end,happening
breakable  ^article
breakaway  ^withdrawal
breakdown dislocation ^disruption,perturbation
breakfast  ^eat,meal
breaking break
breakthrough discovery,find ^brainstorm,insight
breakup detachment,dissolution,separation ^alteration,change,conclusion
breakwater bulwark,groin ^barrier
bream  ^clean
breast boob,bosom,chest,tit ^converge,mamma
breastfeed lactate,nurse,suck,suckle ^feed,give
breaststroke  ^swim
breastwork  ^fortification,munition
breath  ^activity,air
breathalyse breathalyze ^check
breathalyze breathalyse ^check
breathe respire,suspire ^exist,live,subsist,survive
breathing respiration,ventilation ^activity
brecciate  ^form
breeches  ^pant,trousers
breed cover,engender,spawn,stock,strain ^cause
breeding  ^elegance
breeze air ^blow,wind
brevet  ^advance,document,elevate,papers,promote,raise
brevity transience ^duration,length
brew  ^alcohol
bribe buy,corrupt ^pay,payment
briber  ^criminal,crook,felon,outlaw
brick  ^ceramic
bricklayer  ^artisan,craftsman
bricklaying  ^masonry
bridegroom groom
bridge span ^circuit,connect,construction,join,link
bridle  ^anger,headgear
brief  ^apprise,apprize,instruct,instrument
briefcase  ^case
brier  ^vegetation
brigade  ^aggroup,group
bright brilliant,vivid
brighten lighten ^alter,change,modify
brightness  ^light
brilliance blaze,glare,grandeur,magnificence,splendor ^brightness
brilliancy luster,lustre,splendor ^brightness
brilliant brainy,superb
brim lip,rim ^edge,feature,have
brine saltwater,seawater ^douse,dowse,drench,soak
bring convey,take ^alter,carry,change,modify
bringing delivery ^transfer,transport,transportation
brink threshold,verge ^bound,boundary,edge
brisk alert,bracing,brisken,fresh,lively,merry
brisken brisk ^accelerate,quicken,speed
bristle abound,burst,uprise ^feature,fiber,hair
britain  ^kingdom
british  ^country,land,nation
brittle toffee ^candy,confect
broach brooch,initiate ^discuss,pin
broad blanket,extensive,wide ^woman
broadcast air,beam,send,transmit ^bare,message
broadcasting  ^medium
broaden extend,widen ^increase
broadening  ^development
broadside bill,circular,flyer ^advert,advertisement,advertising
broadway  ^street
brocade  ^cloth,fabric,material,textile,tissue,weave
brocaded raised
broider embroider ^adorn,beautify,decorate,embellish,grace
broil bake ^cooking,grill,heat,preparation
broiler  ^oven
broke bust
broker agent,factor ^negociate,negotiate
bromate brominate ^react
brominate bromate ^react
bronchiole  ^canal,channel,duct
bronze  ^dye
bronzed suntanned,tanned
brooch broach,clasp ^fasten,fix,pin,secure
brood dwell,hover,loom ^care,hang,worry
brooding contemplative,incubation,meditative,musing,pensive,reflective
brook abide,bear,creek,digest,endure,stand
brooklyn  ^borough
broom sweep ^wipe
brothel bawdyhouse ^building,edifice
brother  ^member
brotherhood fraternity ^class,kinship,relationship,stratum
brow eyebrow,forehead ^feature,hair
browbeat ballyrag,bully,bullyrag,hector ^intimidate
brown brownish ^cook
brownish brown
browse shop ^search,seek,vegetation
bruise contuse,contusion ^harm,hurt,injure,injury
bruit rumor,rumour ^gossip
brunch  ^eat,meal
brush thicket ^implement,rub,touch,vegetation
brushing brush
brutal cruel,fell,savage,vicious
brutalise brutalize ^handle,treat
brutality  ^cruelty,harshness
brutalize brutalise ^handle,treat
brute beast,bestial,brutal,savage,wildcat,wolf
bubble  ^breathe,emit
buccaneer pirate ^despoiler,live
buck  ^endeavor,endeavour,horse,oppose,react,strive
buckboard  ^carriage,rig
bucket pail ^lay,place,pose,position,put
buckle clasp,crumple ^break,collapse,fasten,fix
buckram stiff ^cloth,fabric,material,stiffen,textile
buckskin  ^mount
bucolic pastoral,peasant,provincial ^rustic
bud  ^begin,bloom,blossom,develop,flower,sprout
buddha  ^mystic
buddy brother,crony,pal ^friend
budge agitate,shift,stir ^move
budget  ^calculate,cipher,compute,cypher,figure,fund
buff buffet,devotee,fan,lover ^follower,hit
buffalo  ^cow,overawe
buffer  ^compound,modify
buffet batter,counter,sideboard ^furniture,strike
buffoon clown ^fool,sap
bug badger,beleaguer,pester,tease ^bedevil,crucify
bugger sod,sodomise,sodomize ^copulate,couple,degenerate
buggy cracked,wacky ^carriage,rig
bugle  ^brass,play,spiel
bugler  ^trumpeter
build construct,make,physique,progress ^create,develop
builder  ^material,stuff
building construction,edifice ^structure
buildup  ^accumulation
bulb  ^stalk,stem
bulge bump,hump,jut,pouch,prominence,protrude
bulging convex
bulk majority,mass,volume ^bulge,figure,magnitude
bull  ^cattle,cows,man,oxen,push
bulldog  ^assail,assault,attack
bulldoze  ^dismantle,level,rase,raze
bullet slug ^missile,projectile
bulletin  ^account,air,bare,publicise,publicize,report
bulletproof unshakable ^proof
bullshit bull,crap,fake,shit ^affect,bunk
bully ballyrag,browbeat,bullyrag,cracking,great,hector
bullyboy  ^bully,roughneck,rowdy,ruffian,tough
bullyrag ballyrag,browbeat,bully,hector ^intimidate
bulwark rampart,wall ^defend,embankment
bum cadge,cheap,crumb,crummy,grub,mooch
bumble blow,bobble,bodge,bollix,bollocks,botch
bumblebee  ^bee
bump chance,encounter,find,happen,knock ^harm
bunch bundle,clump,cluster,crew,crowd,gang
bunco con,defraud,diddle,goldbrick,hornswoggle,hustle
bundle package,packet,parcel,sheaf ^accumulation,aggregation
bung fee,tip ^gift,give,plug,present
bungle blow,blunder,bobble,bodge,bollix,bollocks
bunk beat,berth ^bed,cheat,chisel,trough
bunker trap ^hazard,hit
bunkmate  ^acquaintance,friend
bunt  ^hit,striking
bunter  ^batter,hitter,slugger
buoy  ^float,reference,swim
buoyant perky
bur burr ^remove,take,withdraw
burble babble,bubble,guggle,gurgle,ripple ^sound
burden burthen,encumbrance,load,loading,weight ^charge
bureau agency,authority,chest,dresser,office ^furniture
burgeon  ^grow
burglar  ^thief
burglarise burglarize,burgle,heist ^rip,steal
burglarize burglarise,burgle,heist ^rip,steal
burgle burglarise,burglarize,heist ^rip,steal
burial  ^funeral
burke  ^dispatch,hit,murder,off,orator,remove
burl  ^remove,take,withdraw,wood
burlesque parody,spoof ^mock,show
burly beefy,husky
burn burning,fire,glow,sunburn,suntan,tan
burner  ^apparatus,setup
burning combustion
burnish buff,furbish,gloss,polish ^radiance,shine
burp belch,belching,bubble,eruct ^breathe,ejection
burr bur ^projection,remove,take,withdraw
burrow tunnel ^delve,dig,hole,hollow
burst break,erupt,explosion,fusillade,salvo,split
burthen burden,weight ^charge,load,loading
bury entomb,inhume,inter ^conceal,hide,lay
bus coach ^transport
bush shrub ^furnish,provide,render,supply,wild
bushel doctor,fix,mend,repair,restore ^ameliorate
bushwhack ambuscade,ambush,lurk,scupper,waylay ^wait
bushwhacker hillbilly ^rustic
bushy shaggy
business concern ^commerce,commercialism,enterprise
businessmen  ^profession
busk  ^play
buss kiss,osculate,snog ^touch,touching
bust break,broke,fizzle,flop ^destroy,failure
bustle ado,flurry,fuss,hustle,stir ^commotion
busy fussy,occupy ^work
butcher slaughter ^kill,merchant
butler  ^manservant
butt abut,adjoin,border,bunt,edge,march
butter  ^cover,food
butterfly  ^dart,fleet,flit,flutter
buttocks ass,behind,bottom,bum,butt,can
button push ^add,fixing,switch
buttoned fastened
buttonhole lobby ^beg,hole,solicit,tap
buttress  ^reenforce,reinforce,support
buttressed braced
buttweld  ^weld
butylate  ^add
buy bargain,bribe,corrupt,purchase,steal ^acquire
buyer  ^client,customer
buying  ^purchase
buzz bombilate,bombinate ^activity,fly,sound,wing
bygone gone ^past,yesteryear
bypass  ^avoid,highway
cab taxi ^compartment,ride
cabal complot,conjure,conspire,faction,machinate ^camp
cabana  ^tent
cabbage abstract,filch,hook,lift,nobble,pilfer
cabin  ^compartment,confine,house
cabinet  ^furniture
cable line,telegraph,wire ^conductor,telecommunicate,telegram
cache hoard,stash ^save
cachinnate  ^laugh
cackel  ^sound
cackle  ^cry,emit,mouth,speak,talk,utter
cadaver clay,corpse,remains,stiff ^body
cadaverous emaciated,gaunt,haggard,pinched,skeletal,wasted
caddie caddy ^attendant,serve,tender
caddy caddie ^can,serve,tin
cadence beat,measure,meter ^prosody
cadenza  ^passage
cadge bum,grub,mooch,sponge ^obtain
cadre cell ^core,nucleus
caesar  ^general,statesman
cafe coffeehouse ^restaurant
cafeteria  ^restaurant
cage coop ^confine,detain,enclosure,restraint
cagey clever
cajole blarney,coax,inveigle,palaver,wheedle ^persuade
cake bar,coat ^block,cover
cakewalk  ^choreography,dance
calamity catastrophe,disaster,tragedy ^misfortune
calcify  ^harden,indurate
calcimine  ^wash,whitewash
calcine  ^heat
calcium  ^metal
calculate cipher,compute,cypher,estimate,figure,forecast
calculating shrewd
calculation computation,figuring,reckoning ^procedure,process
calculus  ^rock,stone
calendar  ^arrangement,list,organization,schedule,system
calender  ^machine,press
caliber bore,calibre,gauge,quality ^degree,diam
calibrate graduate ^adjust,correct,set
calibration  ^activity
calibre caliber,quality ^degree,grade,level
californian  ^american
caliper calliper ^measure,mensurate
caliph  ^ruler
calk  ^cleat,furnish,provide,render,supply
call name ^disposition,inclination,label,telephone,tendency
caller company ^visitor
calligraph  ^write
calliper caliper ^measure,mensurate
callous cauterise,cauterize,indurate ^harden,inure
calloused callous,thickened
callus  ^harden,indurate
calm becalm,calmness,composure,equanimity,lull,quiet
calmness calm,composure,equanimity ^disposition,temperament
calumniate asperse,besmirch,defame,denigrate,slander,smear
calumny  ^depreciation,disparagement
calve  ^divide,part,separate
calving  ^birth
camaraderie  ^sociability
camber  ^arc,arch,convexity,curve
cambridge  ^university
camouflage disguise ^color,colour,gloss,mask,semblance
camp bivouac,encamp,encampment,tent ^assemblage,dwell
campaign agitate,cause,crusade,drive,effort,fight
campfire  ^fire
camphorate  ^process,treat
camping encampment,tenting
campmate  ^acquaintance,friend
campus  ^field
can dismiss,displace,fire,sack,terminate,tin
canal canalise,canalize ^channel,furnish,provide,render
canalise canal,canalize ^furnish,provide,render,supply
canalize canal,canalise ^furnish,provide,render,supply
cancel natural,scratch,scrub
cancellation  ^override
candid blunt,forthright,frank,outspoken
candidacy  ^campaign,cause,crusade,drive,effort,movement
candidate prospect ^individual,mortal,person,politician,someone
candle taper ^examine,lamp,see
candlewick  ^taper
candour  ^honesty
candy confect,glaze,sugarcoat ^confection,dulcify,dulcorate
cane flog,lambast,lambaste ^beat
caning wicker ^work
canker  ^sicken
cannibalise cannibalize ^consume,have,ingest,take
cannibalize cannibalise ^consume,have,ingest,take
cannon  ^artillery,gun,hit
cannonade  ^assail,attack
cannulate cannulise,cannulize,canulate,intubate ^enter,infix
cannulise cannulate,cannulize,canulate,intubate ^enter,infix
cannulize cannulate,cannulise,canulate,intubate ^enter,infix
canoe  ^boat
canon  ^rule
canonise canonize ^exalt,extol,glorify,laud,proclaim
canonist  ^specialist
canonize canonise,saint ^adjudge,declare,hold
canonized glorified
canoodle  ^pet
canopy  ^cover
cant pitch,slant,tilt ^bunk,move,nonsense
canteen  ^flask
canter lope ^gait
cantilever  ^beam,jut,project,protrude
cantillate chant,intonate,intone ^sing
cantle  ^back
canton billet,quarter ^accommodate,city,lodge,metropolis
canulate cannulate,cannulise,cannulize,intubate ^enter,infix
canvas canvass ^cloth,cover,fabric,material,textile
canvass canvas,poll ^background,scope,setting,survey
canyon canon
canyonside  ^incline,side,slope
cap crest ^cover,headgear,lie,top
capability  ^ability
capable open,subject
capacitance capacity
capacitate  ^qualify
capacitor capacitance,condenser
capacity capability ^susceptibility
caparison bard,barde,housing,trapping ^adorn,beautify
cape mantle ^cloak,earth,ground,land
caper  ^bound,bush,jump,leap,shrub,spring
capillary  ^tube,tubing
capitalise capitalize ^furnish,provide,render,supply
capitalist capitalistic ^conservative
capitalistic capitalist
capitalize capitalise ^benefit,gain,profit
capitulate  ^surrender
caponise caponize ^castrate,demasculinise,demasculinize,emasculate
caponize caponise ^castrate,demasculinise,demasculinize,emasculate
capriole  ^bound,jump,leap,spring
capsize turtle ^overturn
capstan  ^winch
capsulate capsule,capsulise,capsulize ^enclose,enfold,envelop
capsule capsulate,capsulise,capsulize ^container,enclose,enfold
capsulise capsulate,capsule,capsulize ^enclose,enfold,envelop
capsulize capsulate,capsule,capsulise ^enclose,enfold,envelop
captain skipper ^head,lead
caption  ^exception,furnish,provide,render,supply
captivate becharm,beguile,bewitch,capture,catch,charm
captivating fascinating
captive prisoner ^animal,beast,brute,creature,unfortunate
captivity imprisonment ^confinement,subjugation
captor  ^individual,mortal,person,someone,soul
capture becharm,beguile,bewitch,captivate,catch,charm
car auto,automobile,machine,motorcar
caracole  ^turn
caramelise caramelize ^convert
caramelize caramelise ^convert
caravan train ^locomote,move,travel
carbine  ^rifle
carbon  ^element
carbonate  ^change,salt
carbonise carbonize,carburise,carburize ^turn
carbonize carbonise,carburise,carburize ^turn
carboxylate  ^process,treat
carburet  ^combine,compound
carburise carbonise,carbonize,carburize ^turn
carburize carbonise,carbonize,carburise ^turn
carcass  ^body
card tease ^paper,separate
cardboard  ^packing,paper
cardinal central,fundamental,key ^bishop
cardiomegaly  ^symptom
cardroom  ^room
cards  ^game
care aid,attention,caution,precaution,tending ^assist
careen keel,lurch,reel,rock,stagger,swag
career vocation ^advance,business,job,line,locomote
careerism  ^pattern,practice
carelessness neglect,negligence
caress fondle ^stroke
caretaker  ^custodian,steward
careworn drawn,haggard,worn
cargo freight,load,loading,shipment ^merchandise,product
caribbean  ^sea
caricature ape,imitation ^humor,humour,mock,wit
carjack  ^commandeer,highjack,hijack,pirate
cark disorder,disquiet,distract,perturb,trouble,unhinge
carload  ^assemblage,gathering
carmine cardinal,crimson,red,ruby,ruddy ^redden
carnal animal,sensual
carnalise carnalize,sensualise,sensualize ^corrupt,debase,debauch
carnalize sensualize ^interpret,represent
carnify  ^turn
carnival  ^festival,fete
carol  ^sing
carom ricochet ^backlash,bounce,bound,rebound,recoil
carouse riot,roister,toot ^jollify,racket,revel
carp cavil,chicane ^object
carpenter  ^work
carpentry woodwork ^craft,trade
carpet rug ^cover
carping  ^criticism
carriage coach,rig ^car
carrier bearer,toter ^traveler,traveller
carry pack,take,transport ^displace,feature,have
cart drag,hale,haul ^draw,pull,wagon
cartesian  ^follower
cartoon sketch ^draw,humor,humour,wit
cartoonist  ^drawer
cartridge  ^ammo,ammunition
cartwheel  ^wheel
carve  ^cut,forge,form,mold,mould,shape
carved carven
carven carved
carving  ^sculpture
cascade  ^descend,fall,waterfall
case event,example,instance ^circumstance,happening,inspect
caseate  ^change
cash  ^change,currency,exchange,interchange
cashier  ^abolish,banker
cashmere  ^cloth,fabric,material,textile
casket coffin ^box,enclose,inclose
cassite  ^tongue
cast contrive,mold,mould,project,throw ^assemblage
castigate chasten,chastise,correct,objurgate ^berate,chide
castigation  ^rebuke,reprimand,reproof
castle palace ^fortification,hall,manse,move,munition
castrate emasculate ^man,weaken
casual nonchalant
cat  ^feline,flog,lash,lather,slash,strap
catabolise catabolize ^oxidate,oxidise,oxidize
catabolize catabolise ^oxidate,oxidise,oxidize
catalog catalogue ^book,compile,compose,list
catalogue catalog ^assort,class,classify,compile,compose
catalyse catalyze ^turn
catalyze catalyse ^turn
catapult sling,slingshot ^cast,hurl,hurtle,impel
catastrophe calamity,disaster,tragedy ^adversity,hardship,misfortune
catastrophic ruinous
catcall  ^call,cry,deride,outcry,shout,yell
catch  ^comprehend,perceive,surprise
catcher backstop ^infielder
catching transmissible ^playing
catechise catechize ^instruct,learn,teach
catechize catechise ^examine
catecholamine  ^hormone
categorise categorize ^reason
categorize categorise ^reason
category class,family ^accumulation,aggregation,assemblage,collection
catenate catenulate ^arrange
catenulate catenate ^arrange
cater ply,provide,supply ^give
caterer  ^supplier
caterpillar  ^larva
caterwaul yowl ^cry,pipe,shriek,shrill
catharsis abreaction ^purge,purging
cathect  ^arouse,brace,energise,energize,stimulate
cathedral  ^church
catheter  ^tube,tubing
catheterise catheterize ^enclose,inclose,insert,introduce
catheterize catheterise ^enclose,inclose,insert,introduce
cathode  ^electrode
catholic  ^christian
catholicise catholicize,latinise,latinize ^convert
catholicism  ^christianity
catholicize catholicise,latinise,latinize ^convert
catnap nap,snooze ^kip,sleep,sleeping,slumber
cattle cows,oxen ^bovine
caucus  ^assemble,foregather,forgather,gather,meet,meeting
caulk calk ^seal
cause get,grounds,have,induce,make,reason
causeway  ^furnish,provide,render,road,route,supply
cauterise burn,cauterize ^treat
cauterize burn,cauterise ^treat
caution admonish,caveat,monish ^warn,warning
cautious timid ^people
cavalry horse ^soldiery,troops
cavalryman trooper ^soldier
cave undermine ^formation,hollow
caveat caution ^warning
caveman  ^primitive
cavern  ^cave,enclosure,hollow
cavil carp,chicane,quibble ^object
cavity pit ^hole,hollow
cavort disport,frisk,frolic,gambol,lark,rollick
caw  ^cry,emit,utter
cease discontinue,end,finish,quit,stop,terminate
ceaseless constant,perpetual
cede concede,grant,yield ^give
ceiling  ^altitude,height
celebrant  ^individual,mortal,person,someone,soul
celebrate fete,keep,observe ^meet
celebration festivity ^affair,diversion,function,occasion,recreation
celebrity  ^personage
celerity quickness,rapidity ^pace,rate
celestial heavenly
cell  ^compartment
cellar basement ^floor,level,story
celtic gaelic
cement  ^bind,concrete
cemetery graveyard ^site
cense incense,thurify ^odorize,odourise,scent
censor ban ^criminalise,criminalize,illegalise,illegalize,individual
censure criminate,reprimand ^condemnation,criticise,criticize,disapprobation
census  ^count,counting,enumerate,number,numerate,reckoning
cent penny ^coin
centenary centennial ^anniversary
centennial centenary ^anniversary
center centerfield,centre,concentrate,eye,focus,halfway
centerfield center ^parcel,tract
centering direction,focus,focusing ^absorption,concentration
central cardinal,exchange,fundamental,key ^work
centralise centralize,concentrate ^alter,change,modify
centralization  ^consolidation,integration
centralize centralise,concentrate ^alter,change,modify
centre center ^displace,move
centrifugate centrifuge ^spin
centrifugation  ^action,activity
centrifuge centrifugate ^apparatus,setup,spin
century  ^period
ceramic  ^instrumentality,instrumentation
cere  ^beak,bill,wrap
cerebral intellectual
cerebrate cogitate,think
ceremony observance ^activity,affair,function,occasion
certain sure
certainty  ^quality
certificate certification ^award,document,papers,present
certification  ^authorization,confirmation
certify attest,demonstrate,evidence,manifest ^prove,secure
certiorari  ^writ
certitude  ^certainty
ceylon  ^island
chafe fret,gall ^irritate,tenderness
chaff banter,husk,jolly,josh,kid,shuck
chaffer haggle,higgle,huckster ^bargain,dicker
chagrin abase,humble,humiliate,humiliation,mortification,mortify
chain  ^arrange,series,unit
chair chairman,professorship ^berth,billet,head,lead
chairman chair,president ^head,lead
chaise daybed ^chair
chalk  ^draw
challenge dispute,gainsay ^bid,contend,contest,invite
challenging ambitious
chamber  ^cavity,domiciliate,enclosure,house
chambermaid  ^maid
chamfer bevel,cant ^cut,edge
champ champion ^chew,competition,competitor,jaw,manducate
champion champ,defend,fighter,hero,prizewinning ^back
championship title
chance adventure,casual,fortune,gamble,hazard,luck
chancel  ^area
chandelle  ^arise,lift,rise,uprise
change alter,alteration,modification,modify ^happening,occurrence
channel carry,conduct,convey,impart,transmit ^bring
channelise channelize,direct,guide,head,maneuver,manoeuver
channelize channelise,direct,guide,head,maneuver,manoeuver
chant cantillate,intonate,intone,tone ^mouth,sing
chantlike singsong
chaos  ^confusion
chaotic disorderly
chap bloke,cuss,fella,fellow,lad ^crack
chaperon chaperone ^defender,escort,guardian
chaperone chaperon ^defender,escort,guardian
chapter  ^phase,section,stage,subdivision
char coal ^burn,carbon,combust
character quality ^attribute,dimension,engrave,grave,inscribe
characterise characterize ^differentiate,distinguish,mark
characteristic feature ^attribute,dimension,property,quality
characterization delineation,picture ^description
characterize characterise,qualify ^differentiate,distinguish,mark,remember
charcoal  ^carbon,draw,fuel
charge accuse,complaint ^attack,onrush,onset,onslaught
charger  ^warhorse
chariot  ^carriage,carry,rig,transport
charisma  ^interest
charity  ^foundation
charlatan  ^cheat,slicker
charleston  ^dance
charm appeal,becharm,beguile,bewitch,captivate,capture
charnel ghastly ^vault
chart graph ^map,plan
charter hire,lease,rent ^contract,document,papers
chase dog,following,pursuit,tag,tail,track
chasse sashay ^dance,step
chasten castigate,chastise,correct,objurgate ^berate,chide
chastise castigate,chasten,correct,objurgate ^berate,chide
chastisement castigation ^penalty,punishment
chat chaffer,chatter,chitchat,claver,confab,confabulate
chatter cackle,click,yack,yak ^cut,sound
chattering chatter ^noise
chauffeur  ^drive,driver
chaw chew,cud,plug,wad ^bit,bite
cheap brassy,flash,flashy,gaudy,inexpensive,loud
cheapen degrade ^aggravate,exacerbate,exasperate,worsen
cheat chicane,chisel,chouse,jockey,screw,shaft
check assay,cheque ^analyse,analyze,appraisal,assessment
checkbook  ^record
checker check,chequer ^attendant,draw,tender
checklist  ^list
checkmate mate ^beat,crush,shell,triumph,trounce
checkout check ^inspection,review
checkrow  ^plant,set
checkup medical ^examination,scrutiny
cheek  ^feature,speak,talk
cheekbone  ^bone
cheep chirp,chirrup,peep ^cry,emit,utter
cheer embolden,hearten,recreate ^applaud,approval,encourage
cheerfulness cheer,sunshine ^attribute
cheering comforting,shouting ^encouragement
cheerlead  ^barrack,cheer,exhort,inspire,urge
cheery gay,sunny
cheese  ^cease,discontinue,food,quit,stop
chelate  ^constitute,form,make
chemical  ^material,stuff
chemisorb  ^sorb
chemist apothecary,pharmacist ^scientist
cheque check ^draft,draw,withdraw
chequer check,checker ^draw,man,piece
cherish treasure ^love
cherished precious,treasured
chest  ^box
chestnut  ^wood
chevvy beset,chevy,chivvy,chivy,harass,harry
chevy beset,chevvy,chivvy,chivy,harass,harry
chew chaw,cud,jaw,manducate,masticate,plug
chic smart,swank ^elegance
chicago  ^city,metropolis,port
chicane cheat,chouse,jockey,screw,shaft ^beat
chick  ^chicken
chicken yellow ^fowl,poultry
chickenfight  ^contend,fight,struggle
chide berate,jaw,lambast,lambaste,lecture,rag
chief boss,foreman,head,main,master,primary
chieftain captain ^leader
chignon  ^coif,coiffure,hairdo
child fry,kid,minor,nestling,youngster ^issue
childish infantile
childlike simple
childproof  ^proof
chill cool,quiver,shiver,shudder,thrill,tingle
chilling cooling,shivery
chime bell,gong ^sound
chin  ^elevate,feature,lift,raise
chine  ^butcher,cut,slaughter
chink clink,tink,tinkle ^chinese,sound
chip bit,flake,fleck,nick,scrap ^cut
chipper jaunty
chirk  ^sound,vocalise,vocalize,voice
chiromance  ^divine
chiropractor  ^healer,therapist
chirp cheep,chirrup,peep ^emit,sound,utter
chirr  ^emit,utter
chirrup cheep,chirp,peep,twitter ^emit,sound
chisel cheat ^cozen,deceive,delude
chitchat chaffer,chat,chatter,claver,confab,confabulate
chitter twitter ^cheep,chirp,chirrup,peep
chivalrous gallant,knightly
chivalry gallantry ^courtesy
chivvy beset,chevvy,chevy,chivy,harass,harry
chivy beset,chevvy,chevy,chivvy,harass,harry
chloride  ^compound
chlorinate  ^process,treat
chlorine  ^element,gas,halogen
chloroform  ^anaesthetise,anaesthetize,anesthetise,anesthetize
chlorpromazine  ^phenothiazine
chock wedge ^block,fasten,fix,secure
chocolate  ^beverage,drink
choice pick,prime,prize,quality,select,selection
choir chorus ^sing
choke fret,gag ^breathe,coil,compact,compress
choked clogged
chomp bite,champ ^chew,eating,feeding,jaw
chondrify  ^turn
choose opt,prefer,select,take ^decide,determine
chop  ^cut
chopin  ^music
chopper chop ^grounder,hopper
chord  ^note,play,tone
chore job,task ^duty
choreograph  ^create,make
choreography  ^dance,dancing,show
chorine  ^dancer
chortle chuckle ^laugh,laughter
chorus  ^emit,sound,utter
chosen  ^darling,favorite,pet
chouse cheat,chicane,jockey,screw,shaft ^beat
christ jesus,savior ^hebrew,jew,prophet,son
christen baptise,baptize ^call,name
christendom christianity ^body
christianise christianize ^convert
christianity  ^faith,religion
christianize  ^accommodate,adapt
christmas  ^season
chromatogram  ^recording
chromatography  ^action,activity
chrome  ^chromium,plate
chromium  ^metal
chronicle account,history,story ^enter,record
chronologise chronologize ^date
chronologize chronologise ^date
chrysanthemum  ^bloom,blossom,flower
chuck grub,toss ^fare,throw
chuckle chortle ^laugh,laughter
chuff huff,puff ^blow
chug  ^noise,sound
chump fool,gull,mark,mug,sucker ^dupe
chunk ball,clod,clump,lump ^accumulate,agglomeration
church  ^faith,perform,religion
churchman cleric,divine ^clergyman,reverend
churchyard  ^yard
churn  ^stir,vessel
churning roiling,turbulent
churr whirr ^emit,utter
chute jump,parachute,slide ^dive,gutter,plunge
cicatrise cicatrize ^mark,pit,pock,scar
cicatrize cicatrise ^mark,pit,pock,scar
cigar  ^smoke
cigarette butt,fag ^smoke
ciliate  ^protozoan
cinch breeze,girth,picnic,snap,walkover ^fasten
cincinnati  ^city,metropolis
cinema film ^medium
cinematise cinematize ^film
cinematize cinematise ^film
cipher code,cypher,encipher,encrypt,inscribe ^encode
circle band,lot,set ^locomote,move,oval
circuit tour ^journey,journeying,locomote,move,travel
circular bill,broadside,flyer,round ^advert,advertisement
circularise circularize ^canvass,poll
circularize circularise ^canvass,poll
circulate broadcast,circularise,circularize,diffuse,disperse,disseminate
circulation  ^dissemination
circumambulate  ^circle
circumcise  ^cut
circumference  ^size
circumfuse  ^scatter,spread
circumnavigate compass ^circle
circumscribe limit ^decrease,delineate,describe,draw,lessen
circumstance context,setting ^condition,environment,status
circumstances destiny,fate,fortune,lot,luck,portion
circumstantiate  ^corroborate,validate
circumvallate  ^fence,palisade,surround,wall
circumvent beleaguer,besiege,surround ^assail,attack
circumvolute  ^curve,twist,wind
circumvolve rotate ^turn
circus  ^company,show,troupe
citation  ^award,honor,honour,laurels
cite advert,citation,credit,mention,name,quotation
citify  ^adjust,correct,set
citizen  ^national,subject
citrate  ^ester,salt,turn
citron  ^citrus
city metropolis
civil polite
civilian  ^citizen
civilise civilize,cultivate,educate,school,train ^down
civilization  ^society
civilize civilise,cultivate,educate,school,train ^down
clabber clot,curdle ^turn
clack brattle,clap,clatter ^noise,resound
clad clothed
claim arrogate ^affirm,assertion,bespeak,quest,request
claimant  ^applicant
clam  ^collect,garner,gather
clamber scramble,shin,shinny,skin,sputter,struggle
clammy dank
clamor blare,blaring,clamour,din ^demand,express
clamoring clamor,clamour ^call,cry,outcry,shout
clamorous blatant,vociferous
clamour clamor,clamoring ^call,cry,express,outcry
clamp clinch ^fasten,fix,impose,inflict,secure
clamshell  ^shell
clan kindred
clandestine secret,undercover,underground
clang clangor,clangoring,clangour,clank,clash,crash
clangor clang,clangoring,clangour,clank,clash,crash
clangoring clang,clangor,clangour,clank,clash,crash
clangour clang,clangor,clangoring,clank,clash,crash
clank clang,clangor,clangoring,clangour,clash,crash
clannishness exclusiveness
clap bang,blast,eruption ^beat,flap,lay
clapboard  ^cover,siding
clapperclaw  ^claw
clapping applause ^approval
claret  ^booze,drink,fuddle
clarify elucidate ^explain,explicate
clarion  ^brass,play
clarity clearness,lucidity ^quality
clash clang,clangor,clangoring,clangour,clank,collide
clasp  ^fixing,grasp
class assort,category,classify,course,family,form
classic classical ^artist,creation
classical classic ^genre
classicise classicize ^alter,change,modify
classicist  ^artist
classicize classicise ^alter,change,modify
classification assortment ^arrangement,grouping
classifier  ^thinker
classify assort,class,separate,sort ^categorise,categorize
classmate schoolmate ^acquaintance,friend
classroom schoolroom ^room
clatter brattle,clack ^noise,resound
clause article ^construction,expression,section,subdivision
claver chaffer,chat,chatter,chitchat,confab,confabulate
claw hook ^clutch,make,prehend,seize,work
claxon beep,blare,honk,toot ^horn,sound
clay  ^dirt,soil
clean clear,pick ^alter,change,modify,remove
cleaner  ^formulation,preparation
cleaning cleansing ^improvement
cleanse clean ^groom,neaten
cleansing cleaning ^improvement
clear unclutter ^alter,change,create,innocence,make
clearance  ^interval,separation
clearing  ^parcel,tract
clearness clarity,lucidity
cleat  ^furnish,projection,provide,render,supply
cleave rive,split ^tear
cleft  ^indentation,indenture
clench clinch ^clutch,noose,prehend,seize,squeeze
clergyman reverend
cleric churchman,divine ^clergyman,reverend
clerk  ^employee,work
clerking  ^accounting
cleveland  ^city,metropolis
clever apt,cagey
cleverness  ^creativeness,creativity
clew clue ^ball,chunk,clod,clump,lump
cliche commonplace ^comment,input,remark
click chink,clink,snap,tick ^move,sound
client customer ^case,consumer
clientele business,patronage ^people
cliff drop ^formation
climate mood ^condition,status
climax culminate,culmination ^cease,end,finish,instant
climb mount,raise,rise,upgrade ^arise,incline
clinch  ^fasten,fix,maneuver,manoeuvre,secure
cling adhere,cleave,cohere,stick ^adjoin,contact
clink chink,click ^sound
clinker  ^fragment
clip magazine,nip,snip,time ^case,cut
clique camp,ingroup,pack ^band,circle,lot
clitter stridulate ^noise,resound
cloak dissemble,mask ^disguise
clobber baste,batter,stuff ^beat
clock time ^measure,quantify,timepiece
clocking  ^continuance,duration
clod ball,chunk,clump,gawk,lummox,lump
clodhopper  ^shoe
clog choke,congest,foul ^block,impede,jam
clogged clotted
cloister  ^border,environ,residence,ring,skirt,surround
clomp clump ^walk
clone  ^copy,double,image
clop clump,clunk,plunk ^sound
close conclusion,finale,finish,last,shut ^end
closet cupboard ^bathroom,can,confine,john,lavatory
closeup  ^exposure,photo,photograph,picture
closing  ^motion,move,movement
closure closing,cloture ^approach,coming,end,terminate
clot coagulate ^ball,chunk,clod,clump,lump
cloth fabric,material,textile ^artifact
clothe adorn,apparel,dress,enclothe,garb,garment
clothed clad
clothes apparel,dress ^clothing,vesture,wear
clothesbrush  ^brush
clotheshorse  ^frame,framework
clothesline  ^cord
clothing vesture,wear
clotted clogged
cloture closure ^end,order,terminate
cloud becloud,befog,fog,mist,obnubilate,obscure
cloudburst deluge,downpour,torrent ^rain,rainfall
clouded overcast
cloudy nebulous
clout  ^mark,strike,target
clover  ^herb
clown antic,buffoon,goof ^comedian,comic,fool
clowning prank ^folly
cloy surfeit ^furnish,provide,render,supply
club gild,lodge,nine,order,society ^association
clubhouse club ^building,edifice
cluck clack,click ^cry,emit,utter
clue clew,cue,hint ^evidence,indication,roll
clump ball,bunch,chunk,clod,clop,clunk
clumsy awkward,cumbersome,inept,ungainly
clunk clop,clump,plunk,thud,thump,thumping
cluster bunch,bundle,clump,constellate,flock ^agglomeration
clutch clasp,clench,clutches,grasp,grip,hold
clutches clasp,clench,clutch,grasp,grip,hold
clutter fuddle,jumble,muddle,smother,welter ^disorder
cluttered littered
coach manager,train ^drive,instruct,learn,teach
coaching  ^employment,work
coact  ^act,move
coagulate clot ^turn
coal char ^burn,combust
coalesce blend,combine,commingle,conflate,flux,fuse
coalescence coalition ^unification,union
coalition alignment ^organization
coapt conglutinate ^close
coarse common,harsh,vulgar
coarsen  ^alter,change,modify
coast seacoast ^glide,shore
coat coating,surface ^apparel,clothe,cover,dress
coating coat
coattail  ^flap
coax blarney,cajole,inveigle,palaver,wheedle ^cable
coaxing blarney ^flattery
cobble cobblestone ^pave
cobbler  ^maker
cobblestone cobble ^pave
cocainise cocainize ^anaesthetise,anaesthetize,anesthetise,anesthetize
cocainize cocainise ^anaesthetise,anaesthetize,anesthetise,anesthetize
cock prick,shaft,tool ^cant,lay,member
cockatoo  ^parrot
cocker baby,coddle,cosset,featherbed,indulge,mollycoddle
cockeyed awry
cockle riffle,ripple,ruffle,undulate ^flow,flux
cockpit  ^compartment
cockroach roach
coconspire  ^cabal,complot,conjure,conspire,machinate
coconut  ^food
cocoon  ^retreat
cod befool,collect,dupe,fool,gull,pod
coddle baby,cocker,cosset,featherbed,indulge,mollycoddle
code codification ^label,mark,tag
codification code ^rationalization,systematization
codify  ^systematise,systematize,systemise,systemize
coeducate  ^educate
coefficient  ^constant
coerce force,hale,pressure,squeeze ^compel,obligate
coexist  ^cohabit
coexistence  ^being,existence
coffee java ^beverage,drink
coffeehouse cafe ^restaurant
coffeepot  ^pot
coffin casket ^box,lay,place,pose,position
cog  ^roll,subordinate,underling
coggle dodder,paddle,toddle,totter,waddle ^walk
cogitate  ^contemplate,excogitate,meditate,mull,muse,ponder
cognate  ^relation,relative
cognise cognize,know
cognizance awareness,consciousness ^knowing
cognize cognise,know
cohabit  ^dwell,inhabit,live,populate
cohere adhere,cleave,cling,stick ^adjoin,contact
coherent consistent,logical,lucid,ordered
cohesion cohesiveness ^connection,link
cohesiveness cohesion ^connection,link
coif coiffure,hairdo ^cover,hair
coiffe arrange,coif,coiffure,dress,set ^groom
coiffure arrange,coif,coiffe,dress,hairdo,set
coil gyrate,spiral,whorl ^construction,structure,turn
coincide concur,cooccur ^coexist,cohabit,hap,happen
coincidence  ^accident,stroke
coinsure  ^insure
coke  ^fuel,turn
cold coldness ^temperature
coldcock deck,dump,floor ^beat
coldness cold,coolness ^temperature
coldwork  ^process,work
coleridge  ^poet
collaborate cooperate ^work
collaboration  ^cooperation
collaborator confederate ^accessory
collage  ^image,picture
collapse break,founder,give ^change,get,happening
collar apprehend,arrest,cop,nab,nail ^band
collate  ^compare
collateralize  ^pledge
colleague confrere,fellow ^associate
collect accumulate,amass,cod,compile,hoard ^petition
collection accumulation,aggregation,assemblage ^group,grouping,publication
collective corporate ^enterprise
collectivise collectivize ^organise,organize
collectivize collectivise ^organise,organize
collector  ^individual,mortal,person,someone,soul,worker
college  ^body
collegian  ^pupil,student
collide clash,jar ^conflict
colligate associate,connect,link,relate ^cerebrate,cogitate
collimate parallel ^alter,change,modify
collision hit ^contact,impinging,striking
collocate  ^occur
collogue  ^confab,confabulate,confer,consult
colloquial conversational
collude conspire ^interact
collusion  ^agreement,arrangement
colly begrime,bemire,dirty,grime,soil ^alter
colonial  ^occupant,resident
colonise colonize ^annex
colonize colonise ^annex
colony settlement ^body
color colorise,colorize,colour,colourise,colourize,distort
coloratura  ^soprano
colorcast  ^telecast,televise
colored colorful,negro
colorise color,colorize,colour,colourise,colourize ^alter
colorize color,colorise,colour,colourise,colourize ^alter
colors  ^flag
colossal prodigious,stupendous
colour color ^influence,material,stuff,work
colourise color,colorise,colorize,colour,colourize ^alter
colourize color,colorise,colorize,colour,colourise ^alter
colt  ^foal,male,revolver
columbine  ^flower
column  ^file,tube,tubing
columnist  ^journalist
comb ransack ^crest,device,search,straighten
combat battle,fight,fighting,scrap ^conflict,contend
combatant belligerent,fighter ^individual,mortal,person,someone
combination  ^accumulation,aggregation,assemblage,collection
combine compound,unite ^add,feature,have
combo  ^band
combust burn
combustion burning ^oxidation
come arrive,ejaculate,get,seed ^humor,humour
comeback counter,replication,retort,return,riposte ^reply
comedian comic ^performer
comedy clowning ^drama,fun,play,sport
comer  ^competition,competitor,rival
comfit confect,confection ^assemble,piece,sweet,tack
comfort console,ease,solace,soothe ^alleviate,assuage
comforting cheering,consoling
comforts  ^keep,livelihood,living,support,sustenance
comic comedian,funny ^performer
coming advent,approach,upcoming ^arrival,motion,move
command bid,bidding,require ^dominate,enjoin,force
commandeer highjack,hijack,pirate ^seize
commander  ^leader,officer
commanding dominating
commandment  ^bid,bidding,command
commando  ^man
commemorate mark,remember ^celebrate,keep,observe
commence begin,get,start
commend  ^portray,praise,present
comment commentary,input,notice,remark ^explain,explicate
commentary comment ^statement
commentate  ^interpret,rede
commentator observer ^expert
commerce commercialism ^dealing,dealings,transaction
commercial  ^advert,advertisement,advertising
commercialise commercialize,market ^alter,change,modify
commercialism commerce ^dealing,dealings,transaction
commercialization  ^development,exploitation
commercialize  ^exploit,tap
commie communist ^socialist
comminate accurse,anathematise,anathematize,anathemise,anathemize,execrate
commingle  ^blend,immingle,intermingle,intermix
comminute bray,crunch,grind,mash ^fragment,fragmentise
commiserate sympathise,sympathize ^compassionate,pity
commiseration pathos,pity ^sympathy
commissary  ^shop,store
commission committee ^equip,fee,fit,outfit
commissioner  ^administrator,executive
commit consecrate,dedicate,devote,give,perpetrate,pull
commitment allegiance,dedication,loyalty ^cooperation,earnestness,seriousness
committee commission
commix amalgamate,mingle,mix,unify ^alter,change
commodity good ^artifact
common green,park ^parcel,tract
commoner  ^individual,mortal,person,someone,soul
commonplace cliche ^comment,input,remark
commonwealth country,land,nation,state ^province
commotion din,disruption,disturbance,flutter,rumpus,tumult
commove agitate,charge,excite,rouse ^disturb,trouble
communalise communalize ^share
communalize communalise ^share
commune  ^assemblage,communicate,gathering,intercommunicate
communicate intercommunicate,pass ^convey,interact,transmit
communicating communication ^act,deed
communication communicating ^abstraction,act,deed
communion  ^intercourse,ritual
communique despatch,dispatch ^account,report,story
communise bolshevise,bolshevize,communize ^alter,change,modify
communism  ^ideology,socialism
communist commie,communistic ^politician,socialist
communistic communist
community  ^assemblage,gathering,people
communize bolshevise,bolshevize,communise ^alter,change,modify
commutate  ^reverse,turn
commutation commuting ^travel
commutator  ^switch
commute transpose ^change,jaunt,journey,journeying,travel
commuter  ^passenger,rider
commuting commutation ^travel
compact pack ^case
companion accompany,associate,company,comrade,familiar,fellow
companionship company,fellowship,society ^friendship
company accompany,companion ^affiliate,associate,assort,consort
comparable corresponding,like
comparative  ^adjective,adverb
compare comparison,equivalence ^analyse,analyze,canvass,examine
comparison  ^examination,relation,scrutiny
compart  ^array,range
compartment  ^room,space
compartmentalise compartmentalize ^disunite,divide,part,separate
compartmentalize compartmentalise ^disunite,divide,part,separate
compass orbit,range,reach,scope ^accomplish,achieve
compassion pity ^mercy,sympathy
compassionate pity ^grieve,sorrow
compatriot  ^national,subject
compel obligate,oblige ^cause,get,have,induce
compensate correct,counterbalance,indemnify,recompense,repair ^balance
compensation  ^recompense
compere emcee ^host
compete contend,vie
competence  ^ability
competition contest
competitor competition,rival ^contestant
compile accumulate,amass,collect,compose,hoard ^make
compiling  ^aggregation,collection
complain kick,kvetch,plain,quetch
complaint ailment,ill ^cry,disorder,upset,yell
complaisance compliance,deference
complect interconnect,interlink ^connect,join,link,unite
complement  ^balance,construction,count,equilibrate,equilibrise,equilibrize
complete consummate,finish ^end,fill,terminate
completed accomplished
completeness  ^integrity,unity
completion closing,culmination ^conclusion,ending,maneuver,manoeuvre
complex composite ^compound,whole
complexify ramify ^change
complexion  ^color,colour,tinct,tinge,tint,touch
complexity  ^quality
compliance conformity ^cooperation
complicate elaborate,perplex,rarify,refine ^alter,change
complicated complex
complication  ^interference,situation
complicity  ^guilt
compliment congratulate ^congratulations,greet,praise
complot cabal,conjure,conspire,machinate ^plot
comply follow ^obey
component constituent,element,factor,ingredient,part,portion
comport behave ^act,move
comportment bearing,mien,presence ^manner
compose write ^comprise,constitute,create,make,represent
composer  ^musician
composing composition ^arrangement,placement
composite complex ^whole
composition composing,constitution,makeup ^arrangement,placement,property
compost  ^composition,convert
composure calm,calmness,equanimity ^disposition,temperament
compound combine,deepen,heighten,intensify ^add,chemical
compounding combination
comprehend apprehend,compass,dig,grasp,grok,perceive
comprehension  ^apprehension,savvy,understanding
comprehensive  ^examination,test
compress compact,constrict,contract,press,squeeze ^force
compressed tight
comprise consist,contain,incorporate ^include
compromise  ^agree,cooperation,determine,settle
compromising conciliatory,flexible
compulsive  ^individual,mortal,person,someone,soul
compulsivity  ^trait
compunction remorse ^regret,rue,sorrow
computation calculation,figuring,reckoning ^procedure,process
compute calculate,cipher,cypher,figure,reckon ^reason
computer  ^machine
computerise computerize ^furnish,provide,render,supply
computerize computerise ^furnish,provide,render,supply
comrade associate,companion,familiar,fellow ^friend
con bunco,defraud,diddle,goldbrick,hornswoggle,mulct
concatenate  ^chain
conceal hide
concealed hidden
concede confess,grant,profess,yield ^acknowledge,admit
conceit vanity ^pride
conceive believe,conceptualise,conceptualize,consider,gestate,think
concenter concentre,focalise,focalize,focus ^adjust,align
concentrate center,centre,focus,pore,rivet ^cerebrate
concentration denseness,density ^property,spacing
concentre concenter,focalise,focalize,focus ^adjust,align
concept conception,construct ^idea,thought
conception concept,construct ^idea,sex,thought
conceptualise conceive,conceptualize,gestate
conceptuality conceptualization ^concept,conception,construct
conceptualization formulation
conceptualize conceive,conceptualise,gestate
concern care,fear,interest,occupy,pertain,refer
concerned interested
concert  ^contrive,design,performance,plan,project
concerted cooperative
concertina  ^collapse
concertise concertize ^perform
concertize concertise ^perform
concerto  ^classical
concession grant,yielding ^acquiescence,assent,contract
concierge  ^caretaker
conciliate appease,assuage,gentle,gruntle,lenify,mollify
conciliatory compromising,flexible
conclave  ^meeting
conclude reason ^cerebrate,cogitate,end,terminate,think
concluding final,last,terminal
conclusion decision,determination ^assumption,judgment,mind
concoct  ^amalgamate,commix,mingle,mix,unify
concord accord,agree,consort,harmonise,harmonize ^check
concordant consonant
concrete  ^cover,pavement
concretise concretize ^change
concretize  ^narrow,specify
concur agree,coincide,concord,hold ^hap,happen
concurrence  ^agreement,cooperation
concurrent cooccurring,simultaneous
concuss  ^agitate,shake
concussion  ^blow,bump,injury
condemn decry,excoriate,objurgate,reprobate ^declare,denounce
condemnation disapprobation ^disapproval
condensation  ^process
condense concentrate,digest,distil,distill ^abbreviate,abridge
condenser capacitance,capacitor
condescend  ^act,move
condescending arch,patronizing
condescension  ^arrogance
condition check,discipline,precondition,status,train ^assumption
conditioning  ^acquisition,learning
condole  ^commiserate,sympathise,sympathize
condone excuse ^forgive
conduce contribute,lead ^advance,boost,encourage,further
conduct behavior,deal,demeanor,direct,lead ^activity
conduction conductivity
conductivity conduction
conductor director ^material,musician,stuff
cone  ^artifact,bevel,chamfer
confab chaffer,chat,chatter,chitchat,claver,confabulate
confabulate  ^fabricate,invent,manufacture
confect candy ^confection,create,make,produce,sweet
confection comfit,confect,sweet ^assemble,dainty,delicacy
confederacy south ^union
confederate  ^admirer,champion,friend,protagonist,southerner,supporter
confer confab,confabulate,consult ^discuss
conference league ^association,meeting
confess concede,fink,profess,squeal ^acknowledge,admit
confession  ^admission,document,papers
confessor  ^priest
confidant intimate ^friend
confidante  ^confidant,intimate
confide commit,entrust,intrust,trust ^break,disclose
confidence assurance,authority ^certainty,security
confidentiality  ^privacy,secrecy
configuration constellation,contour,form,shape ^design,plan
configure  ^assemble,piece,tack
confine bound,limit,restrict,throttle,trammel ^keep
confinement labor,labour,travail ^birth,restraint
confines  ^compass,orbit,range,reach,scope
confining constraining,limiting,restricting
confirm affirm,corroborate,reassert,substantiate,support,sustain
confirmation check,verification ^information,proof
confiscate attach,forfeit,impound,seize,sequester ^take
conflagrate enkindle,inflame,kindle ^ignite,light
conflate blend,coalesce,combine,commingle,flux,fuse
conflict battle,contravene,infringe,struggle ^breach,break
conflicting contradictory
confluent feeder,merging ^branch
conform adapt,adjust
conformity compliance ^agreement,cooperation,correspondence
confound bedevil,befuddle,confuse,discombobulate,fox,fuddle
confrere colleague,fellow ^associate
confront face ^approach,encounter,meet,play
confrontation  ^challenge
confuse bedevil,befuddle,confound,discombobulate,fox,fuddle
confused baffled,befuddled,bewildered,disjointed,disordered,garbled
confusing perplexing,puzzling
confusion disarray ^disorder
confute disprove ^contradict,negate
conga  ^dance
conge congee ^bow,molding
congeal jell,set ^solidify
congee  ^depart,quit
congest choke,clog,foul ^block,impede,jam
congestion  ^symptom
conglobate conglobe ^form
conglobe conglobate ^form
conglomerate accumulate,amass,cumulate,gather ^increase,rock
conglutinate coapt ^close
congratulate compliment,felicitate ^bid,praise,wish
congratulations praise ^approval
congregate  ^assemble,foregather,forgather,gather,meet
congregation faithful,fold ^accumulation,aggregation,assemblage,collection
congress  ^legislature,meeting
congressman representative ^legislator
conjecture hypothecate,hypothesise,hypothesize,speculate,speculation,suppose
conjoin join ^connect,link,tie
conjugate conjugated ^blend,coalesce,combine,commingle,conflate
conjugated conjugate
conjunction coincidence,concurrence,junction ^unification,union
conjure arouse,evoke,invoke,raise,stir ^summon
conk stall ^halt,nose,stop
conn  ^channelise,channelize,direct,guide,head,maneuver
connect associate,colligate,link,relate,tie ^cerebrate
connected affiliated,attached
connection link ^relation,unification,union
connective conjunction
connive  ^accede,acquiesce,assent
connoisseur  ^authority
connotation  ^import,meaning,significance,substance
connote imply ^evince,express,show
conquer appropriate,capture,seize,subdue,suppress ^arrogate
conqueror  ^master,superior,victor
conquest subjugation ^capture,seizure,success
conscience  ^ethics,morality,morals
consciousness awareness,cognizance ^knowing
conscript  ^enlist,man
conscription draft,muster ^mobilization
consecrate dedicated,ordain,order,ordinate ^enthrone,invest
consensus  ^accord,agreement
consent accept ^permission,react,respond
consequence effect,event,issue,outcome,result,upshot
consequent attendant,incidental,resultant
conservation preservation ^advance,betterment,improvement,saving
conservatism  ^ideology
conservative  ^adult,grownup
conserve preserve ^hold,keep,maintain
consider reckon,regard,see,study,view ^believe
consideration circumstance,condition ^information,thinking,thought
consign charge ^abandon,commit,confide,entrust,intrust
consist dwell,lie ^exist
consistence consistency ^uniformity
consistency body,consistence,substance ^property,uniformity
consociate associate ^unify,unite
consolation solace ^comfort
console comfort,solace,soothe ^table
consolidate  ^merge,strengthen,unify,unite
consolidated amalgamate
consolidation integration ^combination,combine,compounding
consoling comforting
consonant harmonic ^letter,phone,sound
consonate  ^echo,resound,reverberate,ring
consort affiliate,associate,assort ^interact,mate,partner
conspiracy cabal,confederacy ^agreement,game,plot,understanding
conspirator  ^criminal,crook,felon,outlaw
conspire cabal,collude,complot,conjure,machinate ^interact
constable  ^lawman
constancy stability
constant invariable,invariant,unvarying ^quantity
constatation  ^assumption
constellate dot,stud ^continue,cover,extend
constellation configuration ^design,plan
consternate  ^affright,fright,frighten,scare
consternation alarm,dismay ^fear,fright
constipate clog ^slow
constituent component,element,organic ^elector,part,portion
constitute appoint,comprise,name,nominate,represent ^establish
constitution establishment,formation,organization ^beginning,law,start
constitutionalise constitutionalize ^alter,change,modify
constitutionalize  ^furnish,provide,render,supply
constrain enforce,impose ^compel,obligate,oblige
constraining confining,limiting,restricting
constrict compact,compress,contract,press,squeeze ^tighten
constriction bottleneck ^narrowing
constringe constrict,narrow ^tighten
construct build,concept,conception,fabricate,make,manufacture
construction building,expression ^constituent
construe interpret,see ^understand
consubstantiate  ^merge,unify,unite
consult refer ^ask,enquire,inquire,research
consultant advisor ^authority
consultation audience,interview ^conference
consume demolish,devour,down,have,ingest,take
consumer  ^user
consummate masterly,virtuoso ^accomplish,action,execute,fulfil
consumption intake,uptake ^activity
consumptive  ^sufferer
contact reach ^communicate,interaction,intercommunicate,touch,touching
contain bear,carry,comprise,hold,incorporate ^include
container  ^instrumentality,instrumentation
containerise containerize ^pack
containerize containerise ^pack
contaminate foul,pollute ^alter,begrime,bemire,change
contamination taint ^impurity
contemn despise,disdain,scorn ^detest,hate
contemplate  ^consider,deal,take,view
contemplation musing,reflection ^consideration,stare
contemplative brooding,meditative,musing,pensive,reflective ^individual
contemporaries generation ^people
contemporary  ^equal,match,peer
contemporise contemporize,synchronise,synchronize ^hap,happen,occur
contemporize contemporise,synchronise,synchronize ^hap,happen,occur
contempt disdain,disrespect,scorn ^dislike,rudeness
contemptuous disdainful,scornful
contend argue,debate,fence,postulate ^claim,converse
content contented,message,substance ^accumulation,aggregation,assemblage
contented content
contention argument,controversy,tilt ^assertion,conflict,difference
contest competition,contend,repugn ^contention,oppose
contestant  ^individual,mortal,person,someone,soul
context circumstance,setting ^discourse,environment
contiguous immediate
continent  ^landmass,mainland
contingency  ^happening,occurrence
contingent  ^assemblage,gathering
continuance continuation ^activity
continuation continuance ^activity
continue keep,proceed ^act,move,speak,talk
continuity  ^cohesion,cohesiveness
continuous uninterrupted
continuum  ^time
contort deform,distort,wring ^twine,twist
contortion deformation ^distortion
contour configuration,form,shape ^delineate,limn,outline
contraband black,bootleg ^merchandise,product,ware
contrabass  ^bass,string
contraceptive preventive ^device
contract declaration,sign,undertake ^assure,bid,bidding
contractor  ^builder
contradance contredanse ^dance
contradict belie,contravene,negate ^depart,deviate,differ
contradiction  ^falsity,opposition,untruth
contradistinction  ^differentiation,distinction
contradistinguish  ^differentiate,distinguish,secern,secernate,separate,severalise
contraindicate  ^advise,counsel,rede
contralto  ^singer,vocalist
contraption contrivance,convenience,gadget ^device
contrary opposite,reverse ^opposition
contrast counterpoint ^comparison,differ,differentiate,distinguish,opposition
contravene conflict,infringe ^breach,break,infract,offend
contredanse contradance ^dance
contribute add,bestow,bring,give,impart,lend
contributing contributory
contribution donation,part,share ^attempt,effort,endeavor
contributor  ^author,donor,giver,writer
contributory contributing
contrition  ^regret,rue,sorrow
contrivance contraption,convenience,gadget ^conception,design,device
contrive design,devise,excogitate,forge,formulate,invent
control check,command,contain,curb,hold,moderate
controller accountant
controversy argument,contention,tilt ^conflict,difference,dispute
controvert contradict,oppose ^rebut,refute
contuse bruise ^injure,wound
contusion bruise ^harm,hurt,injury
convalesce recover,recuperate ^ameliorate,better,improve,meliorate
convect  ^circulate
convene  ^assemble,foregather,forgather,gather,meet
convenience  ^comfort,suitability
convent  ^cloister
convention formula,normal,pattern,rule ^meeting,practice
conventional established
conventionalise conventionalize ^alter,change,modify
conventionalize conventionalise ^alter,change,modify
converge meet
conversation  ^language,speech
conversational colloquial
converse discourse ^proposition,speak,talk
conversion transition ^calculation,computation,figuring,reckoning,shift
convert  ^alter,change,individual,modify,mortal,person
convertible  ^auto,automobile,car,machine,motorcar
convex bulging
convexity  ^configuration,contour,form,shape
convey carry,express ^communicate,give,impart,intercommunicate
conveyor  ^belt,courier,messenger
convict con,inmate ^captive,judge,label,prisoner
conviction condemnation,sentence ^belief
convince convert ^persuade
convinced confident,positive
convoke convene ^summon
convolute convolve ^bend,deform,flex,turn,twist
convolve convolute ^bend,deform,flex,turn,twist
convoy  ^escort
convulse  ^amuse,laugh
convulsive spasmodic
coo  ^cry,murmur
cooccur coincide ^coexist,cohabit
cooccurring concurrent,simultaneous
cook fix,make,prepare,ready
cookfire  ^fire
cookie biscuit ^cake
cooking preparation
cool chill,nerveless ^alter,change,cold,coldness
coolant  ^agent,fluid
cooler  ^icebox,refrigerator
cooling chilling ^mechanism
coolness nip ^calmness,cold,coldness
coon  ^rustic
cooper  ^make,philanthropist
cooperate collaborate ^work
cooperation  ^pattern,practice
cooperative concerted ^association
coordinate organise,organize ^arrange,care,deal,handle
coordinated unified
coordination  ^timing
coordinator  ^organizer
cop bull,copper,fuzz,glom,hook,pig
cope contend,coping,deal,grapple,manage ^act
coping cope ^brick
copolymerise copolymerize ^polymerise,polymerize
copolymerize copolymerise ^polymerise,polymerize
copper  ^coat,conductor,metal,surface
copulate couple,mate,pair ^conjoin,join
copy imitate,simulate ^representation,reproduce,write
copyedit copyread,subedit ^edit,redact
copyread copyedit,subedit ^edit,redact
copyright  ^document,papers,procure,secure
coquet butterfly,coquette,dally,flirt,mash,philander
coquette butterfly,coquet,dally,flirt,mash,philander
coral  ^pink
corbel truss ^bracket,furnish,provide,render,supply
cord  ^heap,line,pile,stack
cordial amiable,genial ^alcohol
corduroy cord ^build,cloth,construct,fabric,make
corduroys  ^pant,trousers
core nucleus ^center,centre,hollow,set
cork  ^bark,plug,secure
corkscrew spiral ^turn
corn  ^feed,give
corner  ^area,command,control,country,point
cornice  ^frame,framework,furnish,provide,render,supply
cornmeal  ^meal
corona  ^glow,glowing,radiance
coronate crown ^enthrone,invest,vest
coroner  ^investigator
corporal corporeal,somatic ^noncom
corporate corporal,incarnate
corporation  ^firm,house
corporeal material
corporeality physicalness ^quality
corps  ^body
corpse cadaver,clay,remains,stiff ^body
corpulence overweight
corrade abrade,abrase
corral  ^enclose,inclose,pen
correct compensate,rectify,redress,right ^alter,change
correction  ^improvement
correctness rightness ^quality
correlate correlated ^agree,check,correspond,fit,gibe
correlated correlate
correspond agree,check,equate,fit,gibe,jibe
correspondence agreement
correspondent analogous,newspaperman ^journalist
corridor  ^passageway
corroborate affirm,confirm,substantiate,support,sustain,validate
corrode eat,rust ^damage
corrosive  ^compound
corrugate  ^fold
corrupt debase,debauch,demoralise,demoralize,deprave,misdirect
corsage bouquet
corset girdle ^apparel,clothe,dress,enclothe,foundation
corticosteroid  ^steroid
corticotropin  ^hormone
coruscate scintillate,sparkle ^reflect,shine
cosh blackjack,sap ^bludgeon,hit
cosign  ^formalise,formalize,validate
cosmos creation,existence,universe,world
cosponsor  ^patronise,patronize,sponsor
cosset baby,cocker,coddle,featherbed,indulge,mollycoddle
cost price ^ask,demand,expenditure,involve,necessitate
costly dear
costume  ^apparel,attire,clothe,dress,enclothe,garb
cottage  ^house
cotton  ^cloth,fabric,like,material,textile
couch cast,frame,lounge,put,redact,sofa
cough  ^expectorate,symptom
counsel advise,advocate,counselor,rede ^attorney,discuss
counseling counsel,direction,guidance ^content,message,substance
counselor  ^advisor,consultant,supervisor
count counting,enumerate,matter,number,numerate,reckoning
countenance allow,imprimatur,let,permit,sanction,visage
counter antagonistic,anticipate,foresee,forestall ^act,answer
counteract antagonise,antagonize,countercheck ^act,check,contain
counterattack counterstrike ^assail,attack,onrush,onset,onslaught
counterbalance balance,compensate,correct,counterpoise,counterweight ^equilibrate
counterchallenge  ^challenge
counterchange interchange,transpose ^alter,change,modify
countercheck counteract ^arrest,check,contain,control,curb
counterclaim  ^action,claim
counterfeit fake,forge,imitative ^imitation
countermand annul,lift,overturn,repeal,rescind,reverse
countermarch  ^march,marching,process
countermine counteract,sabotage,subvert,undermine,weaken ^disobey
counteroffensive  ^offence,offense,offensive
counterpart similitude,twin ^duplicate,duplication,equivalent
counterplot  ^game,plot
counterpoint contrast ^differ
counterpoise balance,counterbalance,counterpose,counterweight ^oppose,weight
counterpose counterpoise,counterweight ^counterbalance,oppose
counterproposal  ^proposal
countershot  ^shooting,shot
countersign parole,word ^secret,sign
countersink set ^bury,hole,sink
counterstrike counterattack ^assail,attack
countervail offset ^balance,equilibrate,equilibrise,equilibrize
counterweight balance,counterbalance,counterpoise,counterpose ^oppose,weight
counting count,reckoning,tally ^investigating,investigation
countless infinite,innumerable,multitudinous,myriad,unnumbered
country commonwealth,land,nation,state
countryman  ^compatriot
countryside  ^country
county  ^part,region
coup takeover ^success
couple match,mate,pair,twin ^attach,family
coupling yoke ^connection,connective
coupon  ^sample
courage bravery ^spirit
courageous brave
courier messenger ^traveler,traveller
course class,line ^cover,cross,education,instruction
court romance,solicit,tribunal,woo ^act,assembly
courteous gracious,nice
courtesy  ^politeness
courtier  ^attendant,tender
courtyard court ^area
cousin  ^relation,relative
cove  ^inlet,recess
covenant compact ^pledge,plight
cover blanket,screen ^adjoin,bedding,contact,meet
coverage  ^amount,extent,sum
coverlet  ^spread
covet  ^begrudge,envy
covetousness  ^envy
cow overawe ^awe,cattle,cows,oxen
coward  ^individual,mortal,person,someone,soul
cowardice  ^spirit
cowardly fearful
cowboy cattleman,cowhand,cowpuncher,puncher
cower huddle ^bend,bow,crouch,stoop
cowhand cattleman,cowboy,cowpuncher,puncher
cowhide  ^flog,lash,lather,leather,slash,strap
cowl bonnet,cowling,hood ^cover,protection
cowling bonnet,cowl,hood ^protection
cowpuncher cattleman,cowboy,cowhand,puncher
cows cattle,oxen ^bovine
cox  ^enzyme,follow
coyote  ^wolf
cozen deceive,delude ^victimise,victimize
cozy snug
cps cycle ^rate
crab  ^channelise,channelize,direct,guide,head,maneuver
crack ace,break,check,cleft,crevice,fissure
cracker  ^bread
cracking bully,crack,fracture,great,keen,neat
crackle crepitate,crunch,scranch,scraunch ^noise,rattle
crackpot crank,nut ^eccentric,flake
cradle birthplace,provenance ^beginning,hold,origin,root
craft trade ^business,fashion,forge,job,line
crafter craftsman ^creator
craftsman crafter ^creator,professional
craftsmanship craft ^accomplishment,acquisition,attainment,skill
crafty slick,sly,wily
crag  ^cliff,drop
craggy mountainous
cram jam,jampack,ram,wad ^stuff
cramp spasm ^fasten,fix,secure,symptom
cranch craunch,crunch,grind ^press
crane  ^author,extend,stretch,writer
crank cranky,grouch,tender,zigzag ^locomote,move
cranky crank,tender
crap defecate,dirt,make,shit,stool ^dejection
crape crepe ^cover
crash clang,clangor,clangoring,clangour,clank,clash
crate  ^box,case,encase,incase
craunch cranch,crunch,grind ^press
crave hunger,lust,starve,thirst ^desire,want
craved desired
craven  ^coward
crawfish retreat,withdraw
crawl creep ^feel,locomote,motion,move,movement
crayon  ^draw
craze cult,furor,madden,rage ^fashion
crazed deranged
crazy disturbed,mad,sick ^lunatic,madman,maniac
creak creaking,screak,screech,skreak,squeak,whine
creaking creak ^noise
cream pick ^beat,elite,scramble
crease bend,crimp,crinkle,crisp,fold,ruckle
create make
creation  ^activity,artifact
creativeness creativity ^ability,power
creativity creativeness ^ability,power
creator divine,lord,maker ^god,individual,mortal
creature animal,beast,brute ^being,individual,mortal
creche  ^hospital,infirmary
credible believable
credit accredit,recognition ^approval,ascribe,assign,attribute
credo creed ^doctrine,ism,philosophy
creed credo,gospel ^doctrine,ism,philosophy
creek brook ^stream
creep crawl,mouse,pussyfoot,sneak,spook ^locomote
cremate  ^burn,fire
crenel crenelate,crenellate,scallop ^curve,furnish,provide
crenelate crenel,crenellate ^furnish,provide,render,supply
crenellate crenel,crenelate ^furnish,provide,render,supply
creolize  ^change
creosote  ^process,treat
crepe crape ^cover,paper
crepitate crackle ^rattle
crescendo  ^increase,intensity,volume
crest cap,crown,peak,summit,tip,top
crevice chap,crack,fissure ^depression,impression,imprint
crew gang ^man,unit
crib  ^cheat,chisel
crick kink,rick,wrick ^cramp,spasm,twist
cricket  ^play
crime  ^offence,offense,transgression
criminal crook,deplorable,felon,outlaw,reprehensible,vicious
criminalise criminalize,illegalise,illegalize,outlaw ^disallow,forbid
criminality  ^guilt
criminalize  ^handle,treat
criminate accuse,impeach,incriminate ^charge
crimp bend,crease,fold,pinch
crimson blush,carmine,flush,red,redden,ruby
cringe cower,crawl,creep,fawn,flinch,funk
crinkle crease,crisp,furrow,line,ruckle,scrunch
cripple stultify ^individual,mortal,person,someone,soul
crippled game,halt,lame
crippling disabling
crisis  ^juncture,occasion,situation
crisp chip,crease,crinkle,ruckle,scrunch,sharp
crispen crisp,toast ^heat
crispness  ^freshness
crisscross crisscrossed,cross,mark ^cover,marking,track
crisscrossed crisscross
criterion measure,standard,touchstone ^ideal
critic  ^judge,professional
criticise criticize,knock ^comment,notice,remark
criticism critique ^disapproval
criticize criticise,knock ^comment,notice,remark
critique review ^criticism,evaluate,judge
croak choke,conk,croaking,decease,die,exit
croaking croak ^utterance
crock smut,soot ^bleed,carbon,run
crocked cockeyed,loaded,plastered,stiff,tight,wet
crone witch
cronk croak ^emit,utter
crony brother,buddy,pal ^friend
crook bend,criminal,curve,felon,outlaw,turn
croon  ^sing
crop harvest ^cut,output,yield
croquet  ^hit
cross cover,crisscross,fussy,intersect,mark,track
crossbreed cross,hybridise,hybridize,interbreed ^being,breed
crosscut  ^cut,path,route
crosshatch hatch,hatching ^shade,shading
crossing  ^travel
crossroad crossing,intersection ^junction
crossroads hamlet,juncture ^community,crisis
crossruff  ^ruff,trump
crotchety ornery
crouch bend,bow,hunker,scrunch,squat,stoop
crow gloat,triumph ^blow,bluster,boast,brag
crowbait  ^mount
crowd bunch,crew,gang,herd ^assemblage,displace
crown coronate,top ^climax,culminate,enthrone,invest
crucial important
crucifix  ^cross
crucifixion  ^execution
crucify bedevil,dun,frustrate,rag,torment ^beset
crude earthy,gross,oil,rough,vulgar
crudity rudeness ^wild
cruel brutal,fell,savage,vicious
cruelty ruthlessness ^abuse
cruise sail ^journey,locomote,move,travel,voyage
crumb  ^coat,surface
crumble collapse,crumple,tumble
crummy bum,cheap,punk
crump scrunch,thud ^crackle,crunch,scranch,scraunch
crumple collapse,crumble,tumble
crumpled bent
crunch crackle,scranch,scraunch ^noise,resound
crupper  ^strap
crusade agitate,campaign,cause,drive,effort,fight
crush mash,oppress,squash,squeeze,squelch,suppress
crushed broken,low
crusher  ^device
crushing devastating ^bar,prevention
crust  ^layer
crutch  ^expedient,staff
cry call,holler,hollo,outcry,scream,shout
cryostat  ^thermostat
cryptic deep,inscrutable,mysterious
crystal  ^component,constituent,element,solid
crystalise clear,crystalize,crystallise,crystallize,elucidate,enlighten
crystalize clear,crystalise,crystallise,crystallize,elucidate,enlighten
crystallise clear,crystalise,crystalize,crystallize,elucidate,enlighten
crystallite  ^crystal
crystallize clear,crystalise,crystalize,crystallise,elucidate,enlighten
crystallography  ^physics
cub rookie ^bear,beginner,birth,deliver,have
cuba  ^country,land,state
cube block ^multiply,solid
cubist  ^painter
cuckold betray,cheat,wander ^cozen,deceive,delude
cuckoo goof,goose,jackass ^echo,fool,repeat
cud  ^feed
cuddle nest,nestle,nuzzle,snuggle ^bosom,clutch
cudgel fustigate ^club,hit
cue prompt,remind ^inform,speech,words
cuff whomp ^lap,overlap,slap
cull reject ^remove
culminate climax ^cease,end,finish,stop,terminate
culmination apogee ^phase,stage
culprit  ^offender
cult craze,furor,rage ^faith,fashion,religion
cultist  ^follower
cultivate crop,work ^fix,prepare,ready,set
cultivation  ^acculturation,production
cultural ethnic
culture civilization ^appreciation,grow,society,taste
cultured civilized,polite
cumber encumber,restrain ^bound,confine,limit,restrict
cumulate accumulate,amass,conglomerate,gather ^increase
cumulus  ^cloud
cup  ^container,form,shape
cupboard closet
cur  ^dog
curb check,contain,control,hold,moderate ^edge
curbside  ^pavement
curdle clabber,clot ^turn
cure heal,remedy,therapeutic ^aid,help,keep
curio curiosity,peculiarity ^object
curiosity wonder
curious funny,odd,peculiar,queer,singular
curl coil,curve,kink,roll,scroll,whorl
currant  ^berry
currency  ^prevalence
current stream ^flow,flowing
curriculum program,programme ^information
curry  ^dish,flavor,flavour,season
currycomb  ^comb
curse blaspheme,condemnation,cuss,expletive,imprecate,oath
cursory casual,passing,perfunctory,superficial
curtail curb,restrict ^circumscribe,limit
curtain drape,drapery,mantle,pall ^barrier,blind
curtness abruptness,shortness ^rudeness
curtsey curtsy ^bow,gesture,motion,reverence
curtsy curtsey ^bow,gesture,motion,reverence
curve cut,sheer,slew,slue,swerve,trend
curved curving
curvet  ^bound,jump,leap,spring
curving curved
cushion buffer,shock,soften ^modify,muffler
cushioning  ^artifact
cusp  ^point
cuss blaspheme,bloke,chap,curse,fella,fellow
custodian steward ^defender,guardian
custody hold ^confinement
custom tradition,usage ^pattern,practice,survival
customary habitual
customer client ^consumer
customise customize ^create,make,produce
customize customise ^create,make,produce
cut reduce,trim ^decrease,disunite,divide,lessen
cute precious
cutinize  ^convert
cutlass  ^blade,brand,steel,sword
cutting edged,slip ^stalk,stem
cybernate computerise,computerize ^work
cycle rhythm,round ^interval,pass,series
cyclostyle  ^impress,print
cylinder  ^solid
cypher cipher,code,encipher,encrypt,inscribe,zero
cyst  ^pathology
cytoplasm  ^protoplasm
dab pat,swab,swob,tap ^apply,strike
dabble  ^dip,douse,dunk,plunge,souse
dabbled splashed,splattered
dad daddy,papa,pop ^father
daddy dad,papa,pop ^father
dado  ^furnish,panel,provide,render,supply
dagger  ^knife
dainty delicacy,exquisite,treat ^aliment,nourishment,sustenance
dairy  ^farm
dairyman  ^farmer
dais pulpit,rostrum,stump ^platform
daisy  ^flower
dallas  ^city,metropolis
dally flirt,play,toy ^act,move
dam dike,dyke ^barrier,block,impede,jam
damage harm,impairment ^alter,alteration,change,modification
damaging prejudicial
damascene  ^inlay,syrian
dame bird,chick,doll,skirt,wench ^girl
damn anathemise,anathemize,bedamn,beshrew,blame,blessed
damnation  ^denunciation
damned blame,blessed,cursed,damn,darned,doomed
damp dampen,dull,moist,muffle,mute ^soften
dampen moisten,stifle,wash ^inhibit,suppress,wet
dance  ^art,move,party
dancer  ^performer
dancing dance ^diversion,recreation
dandelion  ^herb
dandify  ^dress
dandle  ^displace,move
dane  ^european
danger peril,risk ^condition,status,venture
dangerous grave,grievous,serious,severe
dangle drop,swing ^hang,suspend
danish  ^scandinavian
dank clammy
dante  ^poet
dapper dashing,jaunty,snappy,spruce
dapple cloud,fleck,mottle,patch,speckle,spot
dappled mottled
dare daring,presume ^act,challenge,move
daring audacious,boldness,dare ^challenge
dark darkness,wickedness ^condition,illumination,status
darken  ^change
darkening blackening
darkness dark,shadow ^illumination,scene
darling beloved,dear,favorite,pet ^lover
darn damn,hoot,shit,shucks ^bushel,doctor
darned blame,blessed,damn,damned,goddam,goddamn
dart dash,flash,fleet,flit,flutter,scoot
dash dart,flair,flash,scoot,scud,shoot
dashing gallant
data information ^accumulation,aggregation,assemblage,collection
date escort ^associate,companion,comrade,day,familiar
dateline datemark ^date
datemark dateline ^date
datum  ^information
daub plaster ^clay,coat,surface
daughter girl
daunt dash,pall,scare ^intimidate
dauntless audacious,brave,fearless,hardy
dawdle linger ^move
dawn click,dawning,daybreak,morning,penetrate ^hour
dawning dawn,daybreak,morning ^hour
day  ^time
daybed  ^couch,lounge,sofa
daybreak dawn,dawning,morning ^hour
daydream dream,reverie,revery,stargaze,woolgather ^envisage
daylight day,daytime ^light,period
days years ^life
daytime day,daylight ^period
daze bedazzle,dazzle,shock,stupor ^blind
dazed groggy,stunned,stupid
dazzle bedazzle,daze ^blind,brightness
deaccession  ^sell
deactivate  ^discharge
dead  ^people,time
deaden damp,dampen ^break,soften,weaken
deadened dead
deadline  ^point
deadlock impasse,stalemate,standstill ^situation
deadly deathly,lethal,mortal
deaerate  ^remove
deaf deafen ^desensitise,desensitize,people
deafening earsplitting,thunderous
deal address,bargain,consider,cover,handle,plow
dealer monger,trader ^firm,house,merchant
dealing  ^handling,treatment
dealings traffic ^interchange
deaminate deaminize ^alter,change,modify
deaminize deaminate ^alter,change,modify
dear beloved,darling,good,honey,love,near
death decease ^alteration,change,modification
deathlike deathly
deathly deathlike
debacle  ^collapse
debar suspend ^expel
debark disembark ^land
debase corrupt,debauch,demoralise,demoralize,deprave,misdirect
debate argument,consider,deliberate,moot ^discuss,discussion
debauch corrupt,debase,demoralise,demoralize,deprave,misdirect
debilitate drain,enfeeble ^weaken
debility feebleness,infirmity ^softness
debit  ^account,calculate,entry
debone bone ^remove,take,withdraw
debouch  ^march,process
debrief  ^query,question
debris dust,junk,rubble ^rubbish,scrap,trash
debt  ^liability
debug  ^correct,rectify,right
debunk expose ^blackguard,guy,rib,ridicule,roast
debunking  ^exposure
debut entry,introduction,launching ^beginning,innovate,introduce
dec december
decade  ^period
decaffeinate  ^remove
decalcify  ^change
decamp  ^depart,quit
decant pour
decapitate behead,decollate ^kill
decarbonate  ^remove
decarbonise decarbonize,decarburise,decarburize,decoke ^remove,take
decarbonize decarbonise,decarburise,decarburize,decoke ^remove,take
decarboxylate  ^change
decarburise decarbonise,decarbonize,decarburize,decoke ^remove,take
decarburize decarbonise,decarbonize,decarburise,decoke ^remove,take
decay crumble,decline,decompose,dilapidate,disintegrate ^action
decease choke,conk,croak,death,die,exit
deceased asleep,decedent,gone ^individual,mortal,person
decedent deceased ^individual,mortal,person,someone,soul
deceive betray,cozen,delude ^misinform,mislead,victimise
decelerate retard,slow ^decrease,diminish,fall,lessen
deceleration retardation,slowing ^alteration,change,modification
december dec
decency  ^propriety
decent fitting,nice
decentralise decentralize,deconcentrate ^alter,change,modify
decentralize decentralise,deconcentrate ^alter,change,modify
decerebrate  ^remove
decertify derecognise,derecognize
dechlorinate  ^remove
decide adjudicate,determine,resolve,settle ^end,terminate
decimalise decimalize ^alter,change,modify
decimalize decimalise ^alter,change,modify
decimate  ^kill
decipher decode,decrypt ^rewrite
decision conclusion,determination ^choice,judgment,mind,pick
deck adorn,beautify,decorate,embellish,grace ^packet
declaim recite ^execute,perform
declaration  ^statement,testimony
declarative  ^mode,mood
declare announce ^say,state,tell
declassify  ^free,release
decline diminution,refuse,reject,worsen ^condition,decrease
declivity decline,descent,fall ^incline,side,slope
declutch  ^disengage
decoct  ^boil
decode decipher,decrypt ^rewrite
decoke decarbonise,decarbonize,decarburise,decarburize ^remove,take
decollate behead,decapitate ^kill
decolonise decolonize ^liberate
decolonize decolonise ^liberate
decolor bleach,decolorise,decolorize,decolour,decolourise,decolourize
decolorise bleach,decolor,decolorize,decolour,decolourise,decolourize
decolorize bleach,decolor,decolorise,decolour,decolourise,decolourize
decolour bleach,decolor,decolorise,decolorize,decolourise,decolourize
decolourise bleach,decolor,decolorise,decolorize,decolour,decolourize
decolourize bleach,decolor,decolorise,decolorize,decolour,decolourise
decommission  ^recall,withdraw
decompose  ^separate
decomposition disintegration ^decay
decompress uncompress ^reconstruct,restore
deconcentrate decentralise,decentralize ^alter,change,modify
deconsecrate desecrate,unhallow ^reverse,turn
deconstruct  ^interpret,rede
decontaminate  ^clean,cleanse
decontrol  ^liberalise,liberalize
decor  ^decoration,ornament
decorate adorn,beautify,embellish,grace,ornament ^alter
decoration ornament ^artifact
decorativeness  ^appearance
decorator  ^artist,specialist
decorticate  ^strip
decorum  ^propriety
decouple uncouple ^disconnect
decoy  ^accomplice,cheat,confederate,entice,lure,slicker
decrease diminish,fall,lessen,lessening,minify ^alter
decree fiat,order ^act,declare,enactment
decrement decrease ^amount
decrepitate  ^change
decrescendo  ^decrease,diminish,fall,lessen,softness
decriminalise decriminalize,legalise,legalize,legitimate,legitimatise,legitimatize
decriminalize decriminalise,legalise,legalize,legitimate,legitimatise,legitimatize
decry condemn,excoriate,objurgate,reprobate ^denounce
decrypt decipher,decode ^rewrite
decussate intersecting ^cross
dedicate commit,consecrate,devote,give ^apply,employ
dedication  ^fidelity
dedifferentiate  ^develop
deduce deduct,derive,infer ^conclude,reason
deduct recoup,subtract,withhold ^calculate,cipher,compute
deductible  ^amount,sum
deduction discount ^adjustment,allowance
deed title ^instrument
deem hold ^consider,reckon,regard,see,view
deep  ^middle
deepen compound,heighten,intensify ^increase
deepening thickening ^development,evolution
deface blemish,disfigure ^deflower,impair,mar,spoil
defalcate embezzle,malversate,misappropriate,peculate ^rip,steal
defame asperse,besmirch,calumniate,denigrate,slander,smear
defang  ^remove,take,withdraw
defat  ^remove
default  ^absence,fail,loss,neglect
defeat frustration,kill,licking,overcome ^blackball,conclusion
defecate crap,make,shit,stool ^egest,eliminate
defect desert ^disadvantage,flee,fly
defection abandonment,desertion ^withdrawal
defeminise defeminize ^alter,castrate,neuter,spay
defeminize defeminise ^alter,castrate,neuter,spay
defend support ^argue,keep,prevent,reason
defendant suspect ^litigant
defender guardian
defenestrate  ^throw
defense  ^action,protection
defensive  ^attitude
defer accede,bow,postpone,prorogue,remit,shelve
deference respect ^politeness
defervesce  ^change
defiance  ^challenge
defibrillate  ^reconstruct,restore
defibrinate  ^remove
deficiency inadequacy,lack,want ^amount,demand,need
deficient lacking
deficit shortage ^deficiency,inadequacy
defile cloud,corrupt,gorge,sully,taint ^deflower
define delimit,delimitate,delineate,specify ^determine,fix
defining shaping ^process
definition  ^account,distinctness,explanation,sharpness
deflagrate  ^burn,combust
deflate  ^collapse
deflect avert,avoid,debar,forefend,forfend,obviate
deflection warp ^aberration
deflower ruin ^copulate,couple,mate,pair
defog demist ^alter,change,modify
defoliate  ^bare,denudate,denude,strip
deforest disafforest,disforest ^clear
deform  ^alter,change,modify
deformation distortion ^damage,harm,impairment
deformed malformed
defraud bunco,con,diddle,goldbrick,hornswoggle,mulct
defray  ^pay
defrock unfrock ^disinvest,divest
defrost deice ^dethaw,dissolve,melt,thaw,unfreeze
defuse  ^remove,take,withdraw
defy hold,refuse,resist,withstand ^elude,escape
degas  ^painter,remove,take,withdraw
degauss demagnetise,demagnetize ^alter,change,modify
degenerate deteriorate,deviant,deviate,devolve,drop,fast
degeneration  ^process
deglaze  ^cook,fix,make,prepare,ready
deglycerolise deglycerolize ^draw
deglycerolize deglycerolise ^draw
degrease  ^remove
degree grade,level,point,stage ^property,state
degust  ^sample,taste,try
dehisce  ^erupt
dehorn  ^remove,take,withdraw
dehumanise dehumanize ^degrade,demean,disgrace
dehumanize dehumanise ^degrade,demean,disgrace
dehumidify  ^dry
dehydrate desiccate ^keep,preserve
dehydrogenate  ^alter,change,modify
deice defrost ^dethaw,dissolve,melt,thaw,unfreeze
deify  ^idealise,idealize
deign condescend,descend ^act,move
deionize  ^remove
deity divinity,god,immortal
deject demoralise,demoralize,depress,dismay,dispirit ^discourage
dejection  ^depression
delaware  ^river
delay detain,hold,holdup,wait ^break,decelerate
delegate assign,depute,designate ^appoint,charge,representative
delegation commission,mission ^organization
delete cancel ^remove,take,withdraw
deliberate careful,consider,debate,moot ^discuss
deliberation  ^consideration,discussion,word
delicacy dainty,fineness,treat ^aliment,elegance,nourishment
delicious delightful
delight enjoy,please,revel ^gratify,pleasure,satisfy
delightful delicious
delimit define,delimitate,delineate,specify
delimitate define,delimit,delineate,specify
delineate define ^show
delineation characterization,picture ^description
deliquesce  ^decay
delirium craze,frenzy,fury,hysteria ^mania
delist  ^remove
deliver present ^bring,convey,fetch,get,mouth
deliverance delivery,rescue,saving ^recovery
delivery bringing ^transfer,transport,transportation
delocalize  ^remove
delouse  ^remove,take,withdraw
delta  ^formation
delude cozen,deceive ^victimise,victimize
deluge flood,inundate,inundation,swamp,torrent ^batch
delve dig ^remove,take,withdraw
demagnetise demagnetize ^delete,erase
demagnetize demagnetise ^delete,erase
demagogue  ^politician
demand ask,involve,necessitate,need,postulate,require
demander  ^individual,mortal,person,someone,soul
demarcate  ^differentiate,distinguish,secern,secernate,separate,severalise
demarcation limit ^bound,boundary,bounds
demasculinise castrate,demasculinize,emasculate ^desex,desexualise,desexualize
demasculinize castrate,demasculinise,emasculate ^desex,desexualise,desexualize
dematerialise dematerialize ^disappear,vanish
dematerialize dematerialise ^disappear,vanish
demean degrade,disgrace ^abase,chagrin,humble,humiliate
demeanor behavior,conduct ^trait
demilitarise demilitarize ^disarm,unarm
demilitarize demilitarise ^disarm,unarm
demimonde  ^class,stratum
demineralise demineralize ^remove,take,withdraw
demineralization  ^pathology
demineralize demineralise ^remove,take,withdraw
demise death,dying ^end,ending,transfer
demist defog ^alter,change,modify
demo demonstrate,demonstration,exhibit,present,show
demob demobilise,demobilize ^discharge
demobilise demobilize,inactivate ^discharge
demobilize demobilise,inactivate ^discharge
democracy commonwealth,republic ^ideology
democrat  ^advocate,politician,proponent
democratise democratize ^change
democratize democratise ^alter,change,modify
demodulate  ^extract,pull
demolish pulverise,pulverize ^destroy,destruct
demolition destruction ^conclusion,ending,finish
demon devil,fiend
demonetise demonetize ^devaluate,devalue
demonetize demonetise ^devaluate,devalue
demonise demonize ^alter,change,modify
demonize demonise ^alter,change,modify
demonstrate demo,establish,exhibit,present,prove,shew
demonstration presentation,presentment ^show
demonstrative  ^pronoun
demonstrator  ^instructor,teacher
demoralise corrupt,debase,debauch,demoralize,deprave,misdirect
demoralization  ^degradation
demoralize corrupt,debase,debauch,demoralise,deprave,misdirect
demote break,bump,relegate ^assign,delegate,depute
demulsify  ^alter,change,modify
demur except ^object,objection
demyelinate  ^destroy,destruct
demystify  ^clarify,elucidate
demythologise demythologize ^alter,change,modify
demythologization  ^restatement
demythologize demythologise ^alter,change,modify
denationalise denationalize ^alter,change,modify
denationalize denationalise ^alter,change,modify
denaturalise denaturalize ^alter,change,modify
denaturalize denaturalise ^alter,change,modify
denature  ^alter,change,modify
denazify  ^cleanse
denial  ^assertion
denigrate belittle,derogate,minimize ^disparage
denitrify  ^turn
denominate designate
denote refer ^denominate,designate,intend,mean,signify
denouement  ^outcome,result,resultant,termination
denounce brand,mark,stigmatise,stigmatize ^criticise,criticize
dense heavy,thick
denseness  ^stupidity
densitometry  ^measure,measurement,measuring
density concentration,denseness ^spacing
dent indent ^bend,consequence,deform,effect,event
dental alveolar ^consonant
denture plate
denudate bald,bare,denude,strip ^clear
denude bare,denudate,strip ^clear
deny  ^contradict,contravene,disown,negate,renounce,repudiate
deodorise deodorize,deodourise ^alter,change,modify
deodorize deodorise,deodourise ^alter,change,modify
deodourise deodorise,deodorize ^alter,change,modify
deoxidise deoxidize,reduce ^change
deoxidize deoxidise,reduce ^change
deoxygenate  ^remove
depart deviate,diverge,vary ^differ,exit,leave
department section ^division
departure deviation,difference,divergence,going,leaving ^act
dependable honest,reliable,true
dependence dependency ^state
dependency dependence ^state
dependent qualified ^receiver,recipient
depersonalise depersonalize,objectify ^alter,change,modify
depersonalize depersonalise,objectify ^alter,change,modify
depict describe,draw,picture,render,show ^exposit
depilate epilate ^remove,take,withdraw
deplete consume,eat,exhaust ^drop,expend,spend
depletion  ^decrease,diminution,reduction
deplorable distressing,pitiful,sad,sorry
deplore  ^criticise,criticize,knock
deploy  ^position
deplumate deplume,displume,pluck,pull,tear ^strip
deplume displume ^despoil,foray,loot,pillage,plunder
depolarise depolarize ^alter,change,modify
depolarize depolarise ^alter,change,modify
depone depose,swear ^declare
depopulate desolate ^reduce,shrink
deport acquit,bear,behave,carry,comport,conduct
deportee exile ^alien,foreigner
depose  ^expel,oust
deposit bank,lodge,sediment,sedimentation,stick,wedge
depositor  ^investor
depot terminal ^station
deprave corrupt,debase,debauch,demoralise,demoralize,misdirect
depravity corruption ^transgression
deprecate  ^disapprove,reject
deprecating deprecatory
deprecatory deprecating
depreciate deprecate,vilipend ^belittle,disparage
depreciation  ^decrease,diminution,reduction
depredation  ^pillage
depress deject,demoralise,demoralize,dismay,dispirit ^discourage
depressed down
depression slump ^crisis
depressurise decompress,depressurize ^adjust,correct,set
depressurize decompress,depressurise ^adjust,correct,set
deprive divest,strip ^take,withhold
depth  ^degree,extent,grade,level
depute delegate ^assign,designate
deputise deputize,substitute ^replace,supersede,supplant
deputize deputise,substitute ^replace,supersede,supplant
deputy lieutenant ^assistant,help,helper,lawman,supporter
deracinate uproot ^displace
derail  ^counteract,countermine,sabotage,subvert,undermine,weaken
derange unbalance ^craze,madden
deranged crazed
derate  ^lour,lower
derecognise decertify,derecognize
derecognize decertify,derecognise
deregulate  ^exempt,free,relieve
dereliction  ^carelessness,misconduct,neglect,negligence,wrongdoing
derequisition  ^free,release,relinquish,resign
derestrict  ^exempt,free,relieve
deride  ^bemock,mock
derision  ^disrespect
derisive gibelike,mocking,taunting
derivation  ^account,beginning,explanation,origin,root,source
derivative differential ^calculation,computation,figuring,reckoning
derive deduce,deduct,gain,infer ^conclude,obtain
derogate belittle,denigrate,minimize ^disparage
derrick  ^frame,framework
des diethylstilbestrol
desacralize secularize ^transfer
desalinate desalinise,desalinize,desalt ^change
desalinise desalinate,desalinize,desalt ^change
desalinize desalinate,desalinise,desalt ^change
desalt desalinate,desalinise,desalinize ^change
descale scale ^remove,take,withdraw
descant  ^accompaniment,sing,support
descend come,derive,fall ^locomote,move,travel
descendant descendent ^relation,relative
descendent descendant ^relation,relative
descent origin ^ancestry,derivation,lineage,travel
describe account,depict,draw,report ^exposit,expound
description  ^statement
descry espy,spot,spy ^sight
desecrate outrage,profane,violate ^assail,assault,attack
desecration blasphemy,sacrilege ^irreverence,violation
desegregate integrate,mix
desensitise desensitize ^alter,change,modify
desensitize desensitise ^alter,change,modify
desert abandon,defect,desolate,forsake ^flee,fly
desertion abandonment,defection ^withdrawal
deserve merit
deserving worth
desex desexualise,desexualize,fix,sterilise,sterilize,unsex
desexualise desexualize ^sublimate
desexualize desexualise ^sublimate
desiccate dehydrate ^keep,preserve
design contrive,plan,project ^arrangement,designate,destine
designate assign,delegate,denominate,depute ^appoint,charge
designation denomination ^name
designer architect ^creator,specialist
desire hope,trust,want ^feeling,inclination,tendency
desired craved
desist abstain,refrain
desk  ^table
desolate abandon,bare,bleak,desert,forsake,stark
desolation  ^deterioration,impairment
desorb  ^disappear,vanish
desorption  ^action,activity
despair desperation ^condition,feeling,status
despairing desperate
despatch communique,dispatch ^account,report,send,ship
desperate despairing ^unfortunate
desperation despair ^condition,status
despise contemn,disdain,scorn ^detest,hate
despised hated
despoil foray,loot,pillage,plunder,ransack,reave
despoiler  ^thief
despond  ^despair
despondency  ^depression
despotism tyranny ^ascendancy,control,dominance
desquamate  ^exuviate,molt,moult,shed,slough
dessert sweet ^course
destabilise destabilize ^change
destabilize destabilise ^change
destain  ^remove
destalinise destalinize ^transform,transmute,transubstantiate
destalinize destalinise ^transform,transmute,transubstantiate
destination finish,goal ^end,terminal
destine designate,doom,fate,intend,specify ^ordain
destiny fate ^cause,happening,occurrence
destress  ^alter,change,modify
destroy destruct,ruin ^undo,unmake
destroyed ruined
destruct  ^destroy
destruction demolition ^conclusion,ending,finish,termination
desulfurize desulphurize ^remove
desulphurize desulfurize ^remove
desynchronise desynchronize ^reverse,turn
desynchronize desynchronise ^reverse,turn
desynchronizing asynchrony
detach  ^disconnect,divide,separate
detached isolated,separated,uninvolved
detachment disengagement,withdrawal ^indifference,separation
detail item,particular,point ^assign,component,constituent
detailed elaborate
details  ^information
detain confine
detect discover,find,notice,observe ^sight,spy
detectable noticeable,perceptible
detecting detection
detection catching,sensing ^discovery,find,perception
detective investigator ^officer,policeman
detector sensor ^device
deter discourage ^disapprove,reject
detergency  ^usefulness,utility
detergent  ^cleaner,surfactant
deteriorate degenerate,devolve,drop ^crumble,decay,decline
deterioration impairment ^decay
determinant determining
determination finding,purpose ^discovery,find,firmness,resolution
determine ascertain,find,influence,mold,regulate,shape
determining determinant
deterrent balk,baulk,check,handicap ^difficulty
detest hate ^dislike
dethaw dissolve,melt,thaw,unfreeze,unthaw ^flux
dethrone  ^disinvest,divest
detick  ^remove
detonate explode
detour  ^deviate,divert,road,route
detox detoxify ^treat,ward
detoxicate detoxify ^remove,take,withdraw
detoxify detoxicate ^remove,take,withdraw
detract  ^cut,reduce,trim
detractor  ^cynic
detransitivise detransitivize,intransitivise,intransitivize ^alter,change,modify
detransitivize detransitivise,intransitivise,intransitivize ^alter,change,modify
detribalise detribalize ^acculturate
detribalize detribalise ^acculturate
detroit  ^city,metropolis,port
detusk tusk ^remove,take,withdraw
devaluate devalue ^cheapen,degrade
devalue devaluate ^cheapen,degrade
devastate desolate,ravage,scourge,waste ^destroy,ruin
devastating annihilating,withering
devein  ^remove
develop evolve,germinate ^create
developer  ^creator
developing development,underdeveloped ^processing
development evolution ^improvement,process
deviant aberrant,degenerate,deviate,pervert ^reprobate
deviate aberrant,degenerate,depart,deviant,diverge,divert
deviation departure,difference,divergence ^statistic,variation
device  ^instrumentality,instrumentation,style
devil annoy,bother,chafe,demon,fiend,gravel
devilise devilize,diabolise,diabolize ^alter,change,modify
devilize devilise,diabolise,diabolize ^alter,change,modify
devilment mischief,shenanigan ^misbehavior,misdeed
devious oblique
devise contrive,excogitate,forge,formulate,invent,machinate
devisee  ^beneficiary
devitalise devitalize ^weaken
devitalize devitalise ^weaken
devitrify  ^crystalise,crystalize,crystallize,effloresce
devoice  ^articulate,enounce,enunciate,pronounce,say
devolve  ^assign,delegate,depute,designate
devote commit,consecrate,dedicate,give,pay ^apply
devotee buff,fan,lover ^follower
devotion  ^allegiance,commitment,dedication,love,loyalty
devotional  ^service
devour  ^destroy,ruin
dew  ^condensation
dexamethasone  ^corticosteroid
dexterous dextrous
dextrous dexterous
diabetic  ^sufferer
diabolise devilise,devilize,diabolize ^alter,change,modify
diabolize devilise,devilize,diabolise ^alter,change,modify
diachronic historical
diagnose name ^analyse,analyze,canvass,examine,study
diagnosing diagnosis ^designation,identification
diagnosis diagnosing ^designation,identification
diagnostician pathologist ^specialist
diagonalise diagonalize ^transform,translate
diagonalize diagonalise ^transform,translate
diagram plot ^draw,drawing
dial  ^control,face,operate
dialect accent,idiom
dialectic  ^contradiction,philosophy
dialogue  ^book,script,talk,talking
dialyse dialyze ^separate
dialyze dialyse ^separate
diam diameter ^length
diameter diam ^length
diamond adamant ^carbon,gem,jewel
diaper  ^garment
diaphragm stop ^membrane,musculature
diarrhea diarrhoea ^symptom
diarrhoea diarrhea ^symptom
diary journal ^writing
diatom  ^algae
diazotize  ^convert
dibble  ^plant,set
dice cube,die ^cut
dichondra  ^vine
dichotomise dichotomize ^assort,class,classify,separate,sort
dichotomize dichotomise ^assort,class,classify,separate,sort
dickens devil ^exclaiming,exclamation
dicker bargain ^negociate,negotiate
dictate order,prescribe ^impose,inflict,principle,read
dictated determined,set
dictatorship despotism,tyranny
dictionary lexicon
dictum pronouncement ^declaration
didder shake
diddle bunco,con,defraud,goldbrick,hornswoggle,mulct
die choke,conk,croak,decease,dice,exit
diet  ^fare,fast
dietary  ^fare
diethylstilbestrol des
differ disagree,dissent
difference departure,deviation,divergence ^quality,variation
differential derivative ^calculation,computation,figuring,reckoning
differentiate distinguish,mark,secern,secernate,separate,severalise
differentiation distinction ^discrimination,operation
difficult hard
difficulty trouble ^effort,exertion,sweat,travail
diffract  ^part,separate,split
diffuse imbue,interpenetrate,penetrate,permeate,pervade,riddle
diffusion  ^action,activity,spread
dig delve,excavation ^hollow,remove,site,take
digest  ^apprehend,compass,comprehend,dig,grasp,grok
digestive  ^substance
digitalise digitalize,digitise,digitize ^alter,change,modify
digitalize digitalise,digitise,digitize ^alter,change,modify
digitise digitalise,digitalize,digitize ^alter,change,modify
digitize digitalise,digitalize,digitise ^alter,change,modify
dignify ennoble ^honor,honour,reward
dignitary  ^personage
dignity  ^bearing,comportment,mien,presence,pride
digress divagate,stray,wander ^tell
dike dyke ^enclose,inclose
dilapidate  ^destroy,destruct
dilapidated bedraggled
dilate distend ^widen
dillydally procrastinate,shillyshally,stall ^delay
dilute cut,reduce,thin ^weaken
dilution  ^solution,weakening
dim dip,faint,shadowy,subdued,vague
dime  ^coin
dimension attribute,property ^concept,conception,construct,magnitude
dimer  ^compound
diminish belittle,decrease,fall,lessen ^minify
diminished lessened,weakened
diminution decline ^decrease,decrement
diminutive petite,tiny ^word
dimple  ^mark
din blare,blaring,boom,clamor,commotion,rumpus
dine  ^eat
ding dingdong,dong ^peal,ring,sound
dingdong ding,dong ^peal,ring
dinge batter ^deform
dingy grimy
dinner  ^meal,party
dip douse,dunk,plunge,souse ^depression,immerse
diphthongise diphthongize ^change,shift,switch
diphthongize diphthongise ^change,shift,switch
diplomacy delicacy ^dialogue,negotiation,tact,talks
diplomat  ^official
dipole  ^couple
dipper  ^ladle
dipylon  ^gate
direct aim,place,point,target ^enjoin,order
directing directional,directive
direction way ^path,position,route
directionality directivity
directive directing,directional ^dictum,pronouncement
directivity directionality
director manager ^administrator
directory  ^reference
dirge lament ^song,vocal
dirt grease,grime,soil,stain ^earth,ground
dirty begrime,bemire,colly,grime,soil,soiled
disability handicap,impairment ^softness
disable disenable,incapacitate ^alter,change,modify
disabled handicapped ^people
disabling crippling
disabuse  ^inform
disaccord disagree,discord
disadvantage disfavor,disfavour ^discriminate,liability,separate
disaffect alienate,estrange ^alter,change,modify
disafforest deforest,disforest ^clear
disagree differ,dissent
disagreement discrepancy,dissension,divergence ^conflict,difference
disallow forbid,interdict,nix,prohibit,proscribe,veto
disambiguate  ^clarify,elucidate
disappear vanish
disappearance  ^departure,going,happening,leaving,occurrence
disappoint  ^baffle,bilk,cross,foil,frustrate,queer
disappointed discomfited,frustrated
disappointment letdown ^dissatisfaction,failure
disapprobation condemnation ^disapproval
disapproval  ^content,dislike,message,substance
disapprove reject ^evaluate,judge
disarm demilitarise,demilitarize
disarrange  ^displace,move
disarray confusion,disorder ^alter,change,modify
disarticulate disjoint ^disunite,divide,part,separate
disassemble dismantle ^destroy,destruct
disassembly  ^activity
disassociate disjoint,dissociate,disunite,divorce ^break,part
disaster calamity,catastrophe,tragedy ^adversity,hardship,misfortune
disastrous black,fatal,fateful
disavow  ^deny
disband dissolve ^dispel,disperse,dissipate,scatter
disbar  ^disqualify
disbelief skepticism ^doubt,uncertainty
disbelieve discredit ^reject
disbud  ^clip,crop,dress,lop,prune,snip
disburden unburden ^remove,take,withdraw
disburse  ^pay
disc disk,record
discard dispose,fling,toss ^object,remove
discase disrobe,peel,strip,uncase,unclothe,undress
discern distinguish,recognise,recognize,spot
discernable discernible
discernible discernable
discerp dismember ^divide,part,separate
discharge complete,dispatch ^accomplish,action,distribute,emanation
disciple adherent ^follower
discipline check,condition,field,study,subject,train
disclaim  ^foreswear,quit,relinquish,renounce
disclose break,discover,divulge,expose,reveal,uncover
disclosure revealing,revelation
disco  ^dance
discolor  ^change
discolorise bleach,decolor,decolorise,decolorize,decolour,decolourise
discolorize bleach,decolor,decolorise,decolorize,decolour,decolourise
discolour color,colour,discolor ^change
discolourise bleach,decolor,decolorise,decolorize,decolour,decolourise
discombobulate bemuse,bewilder,throw ^discomfit,discompose,disconcert
discomfit discompose,disconcert,untune,upset ^arouse,elicit
discomfited disappointed,frustrated ^people
discomfort  ^condition,status
discommode bother,disoblige,incommode,inconvenience,trouble ^affect
discompose discomfit,disconcert,untune,upset ^arouse,elicit
disconcert confuse,flurry ^abash,embarrass
disconnect gulf,unplug ^disunite,divide,part,separate
discontent discontented ^dissatisfy,longing,yearning
discontented discontent
discontinuance  ^conclusion,ending,termination
discontinue cease,quit,stop ^end,finish,terminate
discontinuity  ^separation
discord disaccord,disagree,strife ^disorder
discorporate disembodied
discount deduction,dismiss,disregard,ignore ^decrease,diminution
discountenance  ^shame
discourage deter ^disapprove,reject
discouraged disheartened
discourse discuss ^address,cover,deal,handle,plow
discover detect,find,hear,learn,notice,observe
discovered observed
discovery find ^act,deed,disclosure,revealing,revelation
discredit disrepute ^discount,dishonor,dishonour,dismiss,disregard
discrepancy disagreement,divergence,variant ^departure,deviation,difference
discrete distinct
discretion prudence ^judgment,liberty
discriminate separate ^differentiate,distinguish,secern,secernate,severalise
discuss discourse ^address,cover,deal,handle,plow
discussion discourse,treatment,word ^communicating,communication,language
disdain contemn,contempt,despise,reject,scorn,spurn
disdainful contemptuous,scornful
disease  ^illness,malady,sickness
diseased pathologic,pathological
disembark debark ^land
disembarrass free,rid
disembodied discorporate
disembody  ^disembarrass,free,rid
disembowel draw,eviscerate ^remove,take,withdraw
disembroil disentangle,disinvolve ^discharge,free
disenable disable,incapacitate ^alter,change,modify
disenchant disillusion ^disappoint
disencumber disentangle,extricate,untangle ^disengage,free
disenfranchise disfranchise ^deprive
disenfranchisement  ^direction,management
disengage withdraw ^release,relinquish
disengagement detachment ^separation
disentangle disencumber,extricate,unsnarl,untangle ^disengage,free
disestablish  ^deprive,impoverish
disesteem disrespect ^consider,dishonor,dishonour,reckon,regard
disfavor disadvantage,disfavour ^discriminate,rejection,separate
disfavour disadvantage,disfavor ^discriminate,rejection,separate
disfigure blemish,deface ^deflower,impair,mar,spoil
disforest deforest,disafforest ^clear
disfranchise disenfranchise ^deprive
disgorge shed,spill ^displace,move
disgrace attaint,dishonor,dishonour,shame
disgruntle  ^dissatisfy
disguise camouflage,mask ^color,colour,conceal,gloss
disgust repel,revolt ^dislike,excite,stimulate,stir
disgusted sick
disgusting foul,loathsome,wicked
dish serve ^aliment,cater,container,nourishment,ply
disharmonize dissonate ^alter,change,modify
dishearten  ^discourage
disheartened discouraged
dishevel tangle,tousle ^disarrange
disheveled frowzled,tousled
dishonor attaint,disgrace,dishonour,shame ^standing
dishonour attaint,disgrace,dishonor,shame ^standing
dishwater  ^water
disillusion disenchant,disillusionment ^disappoint,sophistication
disillusionment disillusion ^sophistication
disincarnate  ^immaterialise,immaterialize,unsubstantialise,unsubstantialize
disincline indispose ^determine,influence,mold,regulate,shape
disinfect  ^clean
disinfest  ^disembarrass,free,rid
disinherit disown ^deprive
disintegration decomposition ^decay
disinter exhume ^excavate
disinterest neutrality ^tolerance
disinvest divest ^discharge,free
disinvolve disembroil,disentangle ^discharge,free
disjoin disjoint ^disunite,divide,part,separate
disjoint disassociate,dissociate,disunite,divorce ^break,part
disjointed confused,disordered,garbled,scattered
disk disc,harrow ^circle,plate,plough,plow
dislike disapproval,disfavor,disfavour ^disposition,feeling,inclination
dislocate luxate,slip,splay ^displace,move
dislocation breakdown,disruption ^break,interruption,perturbation
dislodge free ^remove,take,withdraw
disloyalty  ^infidelity
dismantle level,rase,raze ^destroy,destruct
dismay alarm,consternation,deject,demoralise,demoralize,depress
dismayed aghast,shocked
dismaying appalling
dismember  ^kill
dismiss discount,disregard,ignore ^reject
dismissal  ^judgment
dismount light,unhorse ^descend,discontinuance,fall
disobedience  ^insubordination
disobey  ^decline,refuse
disoblige bother,discommode,incommode,inconvenience,trouble ^affect
disorder cark,disquiet,distract,perturb,trouble,unhinge
disordered broken,confused,disjointed,garbled,scattered,upset
disorderly jumbled
disorganise disorganize
disorganize disorganise
disorient disorientate ^bedevil,befuddle,confound,confuse,discombobulate
disorientate disorient ^bedevil,befuddle,confound,confuse,discombobulate
disown disinherit ^deprive
disparage belittle ^criticise,criticize,knock
disparagement depreciation ^disrespect
dispatch communique,complete,despatch,discharge,shipment ^accomplish
dispel  ^displace,move
dispensation  ^license,permission,permit
dispense administer,allot,deal,distribute,lot ^give
dispenser  ^container
dispersal diffusion,dispersion,dissemination ^spread
disperse dispel,dissipate,dot,dust,scatter,sprinkle
dispersed spread
dispersion  ^spread
dispirit deject,demoralise,demoralize,depress,dismay ^discourage
displace  ^move
displacement shift ^replacement,replacing,translation
display exhibit,expose,show,showing ^demo,demonstration
displeasure  ^annoyance,chafe,dissatisfaction,vexation
displume deplume ^despoil,foray,loot,pillage,plunder
disport amuse,divert ^entertain
disposal administration ^direction,management,power,powerfulness
dispose discard,fling,toss ^remove,sell
disposition disposal,temperament ^act,deed,nature
dispossess  ^deprive,divest,strip
dispread  ^expand
disprove confute ^contradict,negate
dispute altercate,argufy,challenge,conflict,difference,gainsay
disqualify indispose,unfit ^alter,change,modify
disquiet cark,disorder,distract,perturb,trouble,unhinge
disregard cut,discount,dismiss,ignore,neglect,snub
disrepute discredit ^dishonor,dishonour
disrespect  ^content,message,relate,substance
disrobe discase,peel,strip,uncase,unclothe,undress
disrupt interrupt ^break,discontinue,stop
disruption break,gap,interruption ^delay,holdup
disruptive riotous,troubled,tumultuous,turbulent
diss affront,insult ^bruise,hurt,injure,offend
dissatisfaction  ^discontent
dissatisfy  ^displease
dissect  ^cut
dissection  ^analysis,cut,cutting
dissemble affect,feign,pretend,sham ^belie,misrepresent
disseminate broadcast,circularise,circularize,circulate,diffuse,disperse
dissemination  ^transmission
dissension discord ^disagreement
dissent  ^differ,disagree,disagreement,objection
dissenter contestant ^individual,mortal,person,someone,soul
dissertate discourse ^speak,talk
disservice  ^injury
dissever divide,separate,split
dissimilate  ^change
dissimulate  ^disguise,mask
dissipate dispel,disperse,scatter ^divide,part,separate
dissociate disassociate,disjoint,disunite,divorce ^break,part
dissociation  ^separation
dissolution disintegration ^action,activity
dissolve resolve ^transition,turn
dissonate  ^sound
dissuade deter ^advise,counsel,rede
distance  ^hold,keep,maintain,part,region,spacing
distant remote
distaste antipathy,aversion ^dislike
distemper  ^paint
distend dilate ^widen
distension  ^enlargement,expansion
distil condense,distill ^flux,liquefy,liquify
distill distil,purify,sublimate ^ameliorate,amend,better
distillation  ^action,activity
distinct distinguishable
distinction differentiation,eminence,note ^discrimination
distinctive typical
distinctness sharpness ^clarity,clearness
distinguish differentiate,discern,recognise,recognize,secern,secernate
distinguished grand,imposing
distort falsify,garble,twine,twist,warp ^belie
distortion deformation ^damage,form,harm,impairment,shape
distract deflect ^confuse,disconcert,flurry
distraction  ^confusion,disarray
distrain  ^impose,levy
distress hurt,straiten,suffering ^adversity,bother,discommode
distressing disturbing
distribute administer,allot,deal,dispense,lot,spread
distribution dispersion ^arrangement,organization,spacing,system
distributor  ^supplier
district dominion,territory,zone ^govern,order,region
distrust misgiving,mistrust,suspect,suspicion ^disbelieve,discredit
disturb agitate,commove,trouble,upset,vex ^affect
disturbance perturbation,upset ^activity,agitation
disturbed distressed,upset,worried
disturbing distressing
disunify  ^break,part,separate,split
disunite disassociate,disjoint,dissociate,divorce ^break,part
ditch  ^abandon,desert,desolate,excavation,forsake
dither flap,fuss,pother ^agitation,fret
ditto  ^ingeminate,iterate,mark,reiterate,repeat,restate
ditty  ^song,vocal
divagate digress,stray,wander ^tell
divan  ^couch,lounge,sofa
divaricate  ^diverge
dive diving,honkytonk,plunge,plunk ^club,descend
diverge  ^move
divergence  ^separation
diverse various
diversification  ^change
diversify  ^alter,change,modify
diversion deflection,deviation,recreation ^activity,turn,turning
diversity variety
divert deviate ^direct,send,turn
divertimento serenade ^composition,opus,piece
divest deprive,strip ^take
divide dissever,fraction,separate,split ^calculate,cipher
dividend  ^earnings,net,profit,profits
divine creator,lord,maker,providential ^comprehend,god
diving  ^match
divinity deity,god,immortal ^quality
division part,section ^concept,conception,construct
divorce disassociate,disjoint,dissociate,disunite ^break,part
divulge break,disclose,discover,expose,reveal,uncover
dizen bedizen ^attire,overdress,prink
dizzy silly ^alter,change,modify
dock  ^enclosure,enter
docket  ^calendar,lay,place,pose,position,put
doctor physician,sophisticate ^adulterate,debase,dilute,load
doctorate  ^degree
doctrine ism,philosophy ^belief
document papers ^affirm,confirm,corroborate,enter,record
documentary  ^film,flick,movie,picture
dodder coggle,paddle,toddle,totter,waddle ^vine
dodge contrivance,stratagem ^move,scheme,strategy
dodging escape ^carelessness,neglect,negligence
dog chase,tag,tail,track,trail ^follow
dogfight  ^arrange,competition,contest,stage
dogged persistent
doggerel jingle ^rhyme,verse
doghouse kennel ^shelter
dogma tenet ^creed,gospel
dogmatise dogmatize ^articulate,formulate,phrase,word
dogmatize dogmatise ^articulate,formulate,phrase,word
dogsled mush ^sled,sledge,sleigh
doleful mournful
doll  ^toy
dollar buck,clam ^bill,note
domain area,arena,field,land,orbit,sphere
domestic  ^servant
domesticate cultivate,naturalise,naturalize,tame ^accommodate,adapt
domesticise domesticate,domesticize,reclaim,tame ^alter,change
domesticize domesticate,domesticise,reclaim,tame ^alter,change
domicile domiciliate,reside,shack ^abode,dwell,inhabit
domiciliate domicile,reside,shack ^dwell,inhabit,live
dominance ascendancy,control ^condition,status
dominant  ^note,tone
dominate predominate,prevail,reign,rule ^influence,work
domination mastery,supremacy ^ascendancy,control,dominance
domineer tyrannise,tyrannize ^ballyrag,browbeat,bully,bullyrag
dominion rule ^ascendancy,control,dominance
don assume,wear ^dress,gentleman
donate  ^gift,give,present
donation contribution ^gift,giving
done through
dong ding,dingdong ^peal,ring
donor giver ^helper
doodle scrabble,scribble ^draw,drawing
doom designate,destine,fate ^destiny,ordain
doomed lost ^people
door doorway,threshold ^entrance,entranceway,entry
doorbell bell ^button,push
doorhandle doorknob ^knob
doorknob doorhandle ^knob
doorman porter ^guard
doorway door,threshold ^entrance,entranceway,entry
dooryard  ^grounds,yard
dope gage,grass,pot,skunk,smoke,weed
dormant torpid
dormitory hall ^building,edifice,quarters
dosage dose
dose dosage ^medication,medicine,process,treat
doss crash
dot constellate,point,stud ^continue,cover,disc
dote  ^age,maturate,mature,senesce
dotted flecked,speckled
double dual,duplicate,treble,twofold ^hit,manifold
doubleheader  ^game
doubt question,uncertainty ^disbelieve,discredit,distrust,mistrust
doubtful dubious
douche  ^clean,cleanse,syringe
dough bread,cabbage,kale,loot,scratch,sugar
douse  ^extinguish,quench
dove  ^pigeon
dovetail  ^fit
doweling  ^attachment
dower dowry,endow,portion ^gift,give,present
down consume,demolish,devour,downward,kill,pop
downcast  ^shaft
downfall ruin ^failure
downgrade  ^grade,order,place,range,rank,rate
downhill  ^decline,declivity,descent,fall
download  ^transfer
downplay minimise,minimize,understate ^inform
downpour cloudburst,deluge,torrent ^rain,rainfall
downsize  ^furlough
downward down
dowry dower,portion ^gift
dowse douse ^wet
doze drowse,snooze ^catnap,nap,sleeping
dozen twelve
dozens lots,scores,tons,wads
drab dreary,sober,somber ^olive
draft draught,enlist,outline ^compose,enrol,enroll
drafting  ^authorship,composition,craft,trade,writing
drafty draughty
drag cart,hale,haul ^draw,pull,resistance
draggle bedraggle ^douse,dowse,drench,soak,sop
dragoon railroad,sandbag ^cavalryman,coerce,force,hale
drain drainage ^consume,course,deplete,eat,evacuation
drainage drain ^evacuation
drama play ^episode
dramatic spectacular,striking
dramatise adopt,dramatize ^compose,indite,pen,write
dramatist playwright ^author,writer
dramatize adopt,dramatise ^compose,indite,pen,represent
drape curtain,drapery,mantle,pall ^arrange,blind
draped clothed,wrapped
draper  ^dealer,monger,trader
drapery curtain,drape,mantle,pall ^blind,screen
draught blueprint,draft,gulp,swig,tipple ^design
draughty drafty
draw pull,reap ^derive,displace,gain,gully
drawer  ^container
drawing  ^art,representation
drawl  ^accent,articulate,enounce,enunciate,pronounce,say
drawn careworn,haggard,worn
dread apprehension,awful,dreadful,fear,fearful,frightening
dreadful abominable,awful,dread,fearful,frightening,painful
dream daydream,stargaze,woolgather ^comprehend,envisage,ideate
dreamer  ^sleeper
dreary drab
dredge  ^coat,shovel,surface
dregs  ^deposit,sediment
drench swamp ^flood
dress apparel,attire,clothe,enclothe,frock,garb
dressed attired,garbed
dresser bureau,chest ^furniture
dribble drip,filter,trickle ^course,feed,flow
drift blow,err,float,impetus,stray ^action
drill bore ^cut,develop,educate,prepare,tool
drink booze,drinking,drunkenness,fuddle,imbibe ^consume
drinker  ^consumer
drinking drink,drunkenness ^consumption,intake,uptake
drip dribble,trickle ^descend,fall,flow,flowing
drive motor,thrust ^carry,control,locomote,mechanism
drivel dribble,drool,garbage,slabber,slaver,slobber
driver  ^operator
driveway drive ^road,route
driving drive ^swing
drizzle mizzle ^rain,rainfall
drone monotone ^bee,intonation,modulation,sound
drool humbug,salivate,twaddle ^bunk,covet,nonsense
droop flag,sag,swag ^depression,drop,impression
drop bead,pearl ^descend,displace,fall,move
dropforge  ^forge,hammer
dropkick  ^boot,kick
droplet  ^drop
droppings dung,muck ^dejection,stool
dross impurity ^waste
drought  ^dryness,period
drover  ^hand
drown overwhelm,submerge ^cover,eliminate,extinguish
drowse doze,snooze ^catnap,nap,sleeping
drub bat,clobber,cream,lick,thrash ^beat
drudge dig,fag,grind,hack,hacker,labor
drug dose ^agent,medicate,medicine
drugged doped
drugging  ^administration
drugstore pharmacy ^shop,store
drum beat,thrum ^play,sound
drumhead head,summary ^membrane
drumlin  ^drift
drunk drunkard,gone,inebriate ^drinker
drunkard drunk,inebriate ^drinker
dry ironic,ironical,wry ^alter,change,modify
drydock  ^dock
drygoods  ^commodity,good
dryness  ^condition,status
dual double
dub nickname ^call,name,sound,synchronise,synchronize
dubious doubtful
dublin  ^port
duck  ^dive,move,plunge,plunk
ducking  ^hunt,hunting
duct canal,channel ^passage,passageway
due  ^right
duel  ^battle,combat,contend,fight,fighting,scrap
duelist  ^adversary,antagonist,opponent
dugout  ^shelter
duke  ^peer
dulcify dulcorate,edulcorate,sweeten
dulcorate dulcify,edulcorate,sweeten
dull  ^alter,change,modify
dullard stupid ^simple
dumb dense,dim,dull,slow
dumbbell  ^weight
dumbfound amaze,baffle,beat,bewilder,flummox,get
dummy  ^create,make,mute,produce
dump ditch,shit ^discard,dispose,fling,remove
dun bedevil,crucify,frustrate,rag,torment ^beset
dune  ^ridge
dung droppings,muck ^dejection,feed,fertilise,fertilize
dungeon keep
dunk dip,douse,plunge,souse ^immerse
dupe befool,cod,fool,gull,slang,victim
duplex  ^convert,house
duplicate double,extra,reduplicate,repeat,replicate ^artifact
duplication duplicate ^copy
durability strength ^permanence
durable lasting
duration continuance ^period,time
dusk fall,nightfall,twilight ^darken,hour
dusky swart,swarthy,twilight
dust debris,junk,rubble ^blur,clean,particulate
dustbin  ^bin
dutch  ^country,land,nation
duty obligation,responsibility ^work
dwarf overshadow,shadow ^command,dominate,overlook,overtop
dwell brood,consist,lie ^care,exist,worry
dweller inhabitant ^individual,mortal,person,someone,soul
dwelling abode,domicile,home ^housing,lodging
dwindle  ^decrease,diminish,fall,lessen
dwindling  ^decrease,lessening
dye  ^color,colour,discolor,discolour
dying death,demise ^end,ending
dyke dike ^enclose,inclose
dynamic  ^incentive,inducement
dynamics  ^mechanics
dynamise dynamize ^alter,change,modify
dynamite  ^detonate,explode
dynamize dynamise ^alter,change,modify
dynasty  ^family,folk,sept
eager bore
eagerness keenness ^enthusiasm
eagle  ^shoot
ear  ^audition,hearing
earl  ^peer
earmark allow,appropriate,reserve ^allot,assign,mark
earn clear,gain,garner,make,realise,realize
earnest sincere,solemn ^security,surety
earnestness seriousness,sincerity ^gravity,solemnity
earnings net,pay,profit,profits,remuneration,salary
earphone phone
earsplitting deafening,thunderous
earth globe,ground,world ^hide,material,stuff
earthman  ^dweller,inhabitant
earthquake quake
earthy crude,gross,vulgar
ease comfort,simplicity ^alleviate,assuage,locomote,move
easel  ^tripod
east eastward,orient ^asia
eastward east
eat  ^consume,have,ingest,take
eatable victual ^food,nutrient
eating feeding ^consumption,intake,uptake
eavesdrop  ^listen
ebb ebbing,wane ^decline,diminution
ebbing ebb,wane ^decline,diminution
ebonise ebonize ^stain
ebonize ebonise ^stain
ebony sable ^black,blackness
ebullient exuberant
eccentric bizarre,flake ^individual,mortal,person,someone
eccentricity  ^strangeness
ecclesiasticism  ^adherence,attachment
echo repeat,replication,resound,reverberate,reverberation,ring
eclectic  ^philosopher
eclipse dominate,occult,overshadow ^break,brood,hover
economic economical
economical economic
economise economize,save ^drop,expend,spend
economize conserve,economise,husband ^preserve,save
economy  ^efficiency,scheme,system
ecstasy rapture,transport ^spirit
eddy purl,swirl,whirl,whirlpool ^course,feed
edema  ^lump,swelling
edge border,bound,boundary,inch ^advance,bounds
edgy jumpy,restive
edifice building ^construction,structure
edify enlighten ^instruct,learn,teach
edit redact ^alter,change,modify
edition  ^group,grouping,impression,printing
editorial column ^article
editorialise editorialize ^animadvert,opine
editorialize editorialise ^animadvert,opine
educate develop,prepare,train ^ameliorate,amend,better
education instruction,teaching ^activity,content
educator  ^professional
educe elicit,evoke,extract ^construe,interpret,see
edulcorate dulcify,dulcorate,sweeten
eeg  ^graph
eff bang,bed,bonk,fuck,hump,jazz
efface obliterate ^blur,dim,slur
effect consequence,effectuate,event,impression,issue,outcome
effective efficacious,efficient
effectiveness potency,strength ^power,powerfulness
effectuate effect ^cause,make
effeminise effeminize,feminise,feminize,womanize ^alter,change
effeminize effeminise,feminise,feminize,womanize ^alter,change
effervesce fizz,foam,froth,sparkle ^bubble
efficacy  ^effectiveness
efficiency  ^ratio
efficient effective
effloresce  ^bloom,blossom,flower
effluent wastewater ^waste
effort attempt,endeavor,endeavour,exertion,sweat,travail
effuse  ^pour
egalitarianism  ^doctrine,ism,philosophy
egest eliminate,excrete,pass ^discharge,eject,exhaust
egg eggs ^bombard,foodstuff,pelt
egghead  ^intellect,intellectual
eggs egg ^foodstuff
ego egotism,self ^consciousness,pride
egotism  ^conceit,vanity
egotrip  ^act,move
egress emerge,issue ^reappearance
eight  ^figure
eighteenth  ^rank
eighth  ^rank
ejaculate blunder,blurt,come,seed ^humor,humour
ejaculation  ^exclaiming,exclamation
eject discharge,exclude,exhaust,expel,release
ejection expulsion,projection
elaborate detailed,dilate,enlarge,expand,expatiate,exposit
elaboration amplification ^expansion
elapse lapse,pass ^advance,progress
elastic flexible,pliant ^band
elasticity snap
elate intoxicate,uplift ^excite,shake,stimulate,stir
elation  ^joy
elbow  ^bend,curve,jostle,shove
elder older,senior ^adult,grownup
elderly aged,older,senior
eldest  ^issue,offspring
elect chosen,elite ^choose,select,take
election  ^choice,pick,selection,vote
electioneer  ^work
elector voter ^citizen
electric electrical ^auto,automobile,car,machine,motorcar
electricity power ^energy
electrify  ^agitate,charge,commove,excite,rouse
electrifying thrilling
electrocute  ^kill
electrode  ^conductor
electrolysis  ^decomposition
electromagnet  ^magnet
electronics  ^physics
electrophoresis  ^action,activity
electroplate  ^artifact,plate
electroshock  ^galvanism
electrostatic static
electrotherapist  ^healer,therapist
elegance  ^quality
elegise elegize ^poetise,poetize,verse,versify
elegize elegise ^poetise,poetize,verse,versify
element component,constituent,factor,ingredient ^division,part
elementary simple,unproblematic
elevate advance,lift,promote,raise,upgrade ^assign
elevated  ^railroad,railway
elevation height,lift,peak,pinnacle,raising,summit
elevator lift
eleventh  ^rank
elicit arouse,educe,enkindle,evoke,extract,fire
elide  ^except,exclude,omit
eliminate extinguish,obviate ^destroy,destruct
elimination  ^removal
elite elect
elizabethan  ^individual,mortal,person,someone,soul
ell  ^annex,extension,wing
elm  ^tree
elocute  ^declaim,recite
elongate linear,stretch ^lengthen
elongated elongate,extended,prolonged
elope  ^flee,fly
eloquent silver
eluate  ^solution
elucidate clarify ^explain,explicate
elude bilk,escape,evade ^amaze,baffle,beat
elute  ^rinse,wash
emaciate macerate,waste ^debilitate,drain,enfeeble
emaciated cadaverous,gaunt,haggard,pinched,skeletal,wasted
email netmail ^telecommunicate
emanate  ^come
emanation emission ^egress,emergence,matter
emancipate liberate,manumit ^turn
emancipated liberated
emasculate castrate ^weaken
embalm  ^conserve,maintain,preserve
embank  ^confine,enclose
embankment  ^hill,mound
embargo  ^ban,censor
embark enter,ship ^begin,board,commence,get
embarrass abash ^discomfit,discompose,disconcert,untune,upset
embarrassed abashed
embarrassing awkward,sticky
embarrassment  ^shame,spirit
embattle  ^fort,fortify
embed engraft,imbed,implant,plant ^enter,infix
embellish aggrandise,aggrandize,dramatise,dramatize,embroider,lard
embezzle defalcate,malversate,misappropriate,peculate ^rip,steal
embitter acerbate,envenom
emblazon color,colour ^adorn,beautify,decorate,embellish
emblem allegory ^design,figure,pattern,symbol
emblematic symbolic
embodiment incarnation ^personification
embody incarnate,personify,substantiate ^represent,symbolise,symbolize
embolden cheer,hearten,recreate ^encourage
emboss boss,stamp ^impress,imprint
embower bower ^enclose,inclose
embrace bosom,comprehend,cover,embracing,encompass,hug
embracing embrace ^clasp,clench,clutch,clutches,grasp
embrangle snarl ^complicate,perplex
embrittle  ^alter,change,modify
embrocate anele,anoint,inunct,oil ^bless
embroider broider ^adorn,beautify,decorate,embellish,grace
embroil drag,sweep,tangle ^involve
embrown  ^darken
emcee compere,host ^entertainer
emend  ^ameliorate,amend,better,improve,meliorate
emerge egress,issue ^appear
emergence egress,growth,issue ^beginning
emergency exigency,pinch ^crisis
emigrate  ^migrate,transmigrate
emigration  ^migration
eminence distinction,note
emission emanation ^egress,emergence
emit breathe ^discharge,eject,exhaust,expel,release
emote  ^act,play,represent
emotion  ^feeling
emotionalism emotionality ^trait
emotionality emotionalism ^trait
empale impale,spike,transfix ^pierce,thrust
empanel impanel ^list
empathise empathize,sympathise,sympathize,understand
empathize empathise,sympathise,sympathize,understand
emphasis accent,vehemence ^importance,intensity
emphasise emphasize,underline,underscore ^accent,accentuate,punctuate
emphasize accent,accentuate,emphasise,punctuate,stress,underline
empire  ^authorities,domain,government,land,regime
emplace  ^lay,place,pose,position,put,set
emplane enplane ^embark,ship
employ apply,employment,engage,hire,use,utilise
employee  ^worker
employer  ^leader
employment employ,work ^business,job,line,occupation
empower authorise,authorize ^appoint,charge
emptiness  ^condition,status
empty discharge,hollow ^alter,change,container,modify
empurple purple,purpurate ^color,colorise,colorize,colour
emulate  ^copy,imitate,simulate
emulsify  ^alter,change,modify
enable  ^alter,change,modify
enact ordain,reenact ^act,decree,play,represent
enactment passage ^legislation
enamel  ^adorn,beautify,decorate,embellish,grace,ornament
enamor becharm,beguile,bewitch,captivate,capture,catch
enamour becharm,beguile,bewitch,captivate,capture,catch
encamp bivouac,camp,tent ^dwell,inhabit,live
encampment bivouac ^site
encapsulate  ^enclose,inclose
encase case,incase ^enclose,inclose
enchain  ^confine,constrain,hold,restrain
enchant delight,enrapture,enthral,enthrall,ravish,transport
enchantment fascination ^liking
encipher cipher,code,cypher,encrypt,inscribe ^encode
encircle circle ^form,shape
enclave  ^district,dominion,territory
enclose confine,enfold,envelop,enwrap,wrap ^bear
enclosure  ^area,introduction
enclothe apparel,clothe,dress,garb,garment,habilitate
encode  ^convert
encompass comprehend,cover,embrace ^include
encore  ^bespeak,performance,quest,request
encounter brush,bump,chance,clash,find,happen
encourage advance,boost,further,promote ^animate,enliven
encouragement boost ^aid,approval,assist,assistance,help
encrimson  ^redden
encroach impinge,infringe ^advance,progress
encroachment intrusion,invasion ^entrance
encrust incrust ^coat,surface
encrypt cipher,code,cypher,encipher,inscribe ^encode
encumber cumber,restrain ^bound,confine,limit,restrict
encumbrance burden,load ^concern,headache,vexation,worry
encyclopedia  ^reference
end cease,ending,finish,stop,terminal,terminate
endanger expose,imperil,jeopardise,jeopardize,menace,peril
endear  ^delight,please
endearing lovely
endeavor attempt,effort,endeavour,enterprise,strive,try
endeavour endeavor,enterprise,strive ^assay,attempt,essay
ending conclusion,termination
endless eternal,interminable
endorse back,indorse,second,support ^approve,okay
endow dower,empower,endue,gift,indue,invest
endowment gift,talent
endpoint termination ^end,terminal
endue empower,endow,gift,indue,invest ^enable
endurance  ^strength
endure abide,bear,brave,brook,digest,stand
enduring abiding
enemy foe,opposition ^adversary,antagonist,force,opponent
energetic industrious
energise energize,excite ^alter,change,modify
energize arouse,brace,energise,stimulate ^affect
energy vigor,zip ^force,strength
enervate  ^weaken
enervating weakening
enervation  ^weakness
enfeeble debilitate,drain ^weaken
enfeoff  ^give
enfilade  ^gunfire,gunshot,rake
enfold enclose,envelop,enwrap,wrap ^cover
enforce apply,constrain,implement,impose ^compel,obligate
enfranchise affranchise ^liberate
engage absorb,engross,occupy,prosecute,pursue ^act
engaged occupied
engagement appointment,battle,conflict,date,fight ^action
engender breed,spawn ^cause,make
engild begild,gild ^adorn,beautify,decorate,embellish
engine  ^cause,motor
engineer  ^design,individual,mortal,person,plan,someone
engineering technology ^discipline,field,profession,study,subject
english  ^country,land,nation
englut binge,engorge,glut,gorge,gormandise,gormandize
engorge binge,englut,glut,gorge,gormandise,gormandize
engraft graft,ingraft ^conjoin,join
engrave grave,inscribe,scratch ^carve
engraved inscribed
engross absorb,engulf,immerse,plunge,steep ^center
engrossed absorbed,captive,intent,wrapped
engrossing fascinating
engulf absorb,engross,immerse,plunge,steep ^center
enhance heighten,raise ^ameliorate,amend,better,compound
enigma mystery,secret
enigmatic puzzling
enjoin order,say,tell ^disallow,forbid,interdict
enjoy bask,relish,savor,savour ^apply,employ
enjoyment  ^activity,pleasure
enkindle conflagrate,inflame,kindle ^ignite,light
enlace entwine,interlace,intertwine,lace,twine ^distort
enlarge magnify ^increase
enlargement expansion ^increase
enlighten edify ^instruct,learn,teach
enlightened initiate ^people
enlightenment  ^education
enlist engage ^procure,secure
enliven animate,exalt,inspire,invigorate,liven ^arouse
enmesh ensnarl,mesh ^entangle,mat,snarl,tangle
ennoble dignify ^honor,honour,reward
enormous tremendous
enough adequate
enounce articulate,enunciate,pronounce,say
enplane emplane ^embark,ship
enquire ask,inquire ^communicate,intercommunicate
enrage  ^anger
enraged furious,maddened
enrapture delight,enchant,enthral,enthrall,ravish,transport
enrich  ^ameliorate,amend,better,improve,meliorate
enrichment  ^improvement
enrobe  ^coat,surface
enrol enroll,enter,inscribe,recruit ^register
enroll enrol,enter,inscribe,recruit ^register
enrollee  ^individual,mortal,person,someone,soul
enrollment registration ^entrance,entry,incoming
ensconce settle ^lay,place,pose,position,put
enshrine shrine ^enclose,inclose
enshroud cover,hide,shroud ^enclose,enfold,envelop
ensile  ^store
ensky  ^exalt,extol,glorify,laud,proclaim
enslave  ^subject,subjugate
ensnare entrap,frame ^cozen,deceive,delude
ensnarl enmesh,mesh ^entangle,mat,snarl,tangle
ensue result ^prove
ensure ascertain,assure,check,control,guarantee,insure
entail implicate,imply,mean ^acres,estate,land
entangle mire ^involve
entanglement web ^trap
enter participate
enterprise endeavor,endeavour ^labor,organization,project,task
entertain  ^contemplate,socialise,socialize
entertainer  ^individual,mortal,person,someone,soul
entertainment amusement ^diversion,recreation
enthral delight,enchant,enrapture,enthrall,ravish,transport
enthrall delight,enchant,enrapture,enthral,ravish,transport
enthrone invest,vest ^instal,install
enthuse  ^excite
enthusiasm  ^feeling,life,liveliness,spirit
enthusiast  ^admirer,champion,friend,protagonist,supporter
entice lure,tempt ^provoke,stimulate
entire full,intact,integral,total
entirety totality ^completeness
entitle title ^authorise,authorize,call,empower,name
entomb bury,inhume,inter ^lay,repose
entrain  ^board
entrance becharm,beguile,bewitch,captivate,capture,catch
entranceway entrance,entry ^access,approach
entrant  ^commodity,good
entrap ensnare,frame ^cozen,deceive,delude
entreat adjure,beseech,bid,conjure,press ^plead
entrench intrench ^fasten,fix,secure
entrust commit,confide,intrust,trust ^give,hand
entry debut,introduction,launching ^beginning,start
entwine knit ^conjoin,join
enucleate  ^remove,take,withdraw
enumerate itemise,itemize,recite ^identify,name
enunciate articulate,enounce,pronounce,say,vocalise,vocalize
envelop enclose,enfold,enwrap,wrap ^cover
envelope  ^container,wrap,wrapper
envenom acerbate,embitter
envious jealous
environ border,ring,skirt,surround ^adjoin,contact
environment environs,surround,surroundings ^situation
environs environment,surround,surroundings
envisage ideate,imagine
envision fancy,figure,foresee,image,picture,project
envy  ^admire,bitterness,gall,rancor,resentment
enwrap enclose,enfold,envelop,wrap ^cover
enzyme  ^accelerator,protein
ephemeral passing ^insect
epic heroic ^poem
epicure gourmet
epidemic  ^eruption,irruption,outbreak
epidermis  ^stratum
epigram quip ^expression
epilate depilate ^remove,take,withdraw
epileptic  ^sufferer
epiphany  ^manifestation
episode  ^happening,occurrence,section,subdivision
epistemology  ^philosophy
epitaph  ^inscription,lettering
epithet name ^calumny
epitome image,paradigm,prototype ^example,model
epitomise epitomize,typify ^represent,symbolise,symbolize
epitomize epitomise,typify ^represent,symbolise,symbolize
epoch era ^period
epoxy  ^glue,paste
equal match,peer,rival,touch ^compete,contend
equalise equalize ^hit,score,tally
equality equation,equivalence,par ^position,sameness,status
equalize equalise ^hit,score,tally
equanimity calm,calmness,composure ^disposition,temperament
equate compare,correspond,liken ^consider,equal,study
equilibrate  ^turn
equilibrise balance,equilibrate,equilibrize ^fit,match
equilibrium  ^reaction,situation
equilibrize balance,equilibrate,equilibrise ^fit,match
equip fit,outfit ^enable,furnish,provide,render
equipment  ^instrumentality,instrumentation
equipping armament ^mobilization
equitable just
equivalence equality,equation,par ^position,status
equivalent  ^knowledge
equivocal ambiguous
equivocate palter,prevaricate,tergiversate ^misinform,mislead
era epoch ^period
eradicate annihilate,decimate,eliminate,extinguish ^kill
erase  ^kill
erect raise,rear,upright,vertical ^build,construct
erode fret,gnaw ^crumble,damage,decay,dilapidate
eroded scoured
erotic titillating
eroticize  ^alter,change,modify
err drift,mistake,slip,stray ^locomote,move
errand  ^trip
erratic mercurial,quicksilver
error fault,mistake
ersatz substitute ^replacement
eruct spew ^discharge,eject,exhaust,expel,release
erudite learned
erupt flare,irrupt ^begin,deepen,intensify,start
eruption  ^discharge
escalade  ^climb,mount
escalate intensify ^increase
escalation  ^increase
escallop scallop,scollop ^cook,fix,make,prepare
escapade adventure ^labor,project,task,undertaking
escape flight,miss ^avoid,diversion,flee,fly
escaped loose
eschew shun ^avoid
escort accompaniment,bodyguard ^accompany,defender,guardian,protection
escritoire secretary ^desk
espouse adopt,follow ^choose,select,take
espy descry,spot,spy ^sight
essay assay,attempt,seek,try ^act,effort
essence center,centre,core,heart,marrow,meat
essential indispensable,necessary,necessity,requirement ^thing
establish constitute,found,institute,launch,plant ^initiate
established accomplished
establishment constitution,formation,institution,organization ^beginning,start
estate acres,land ^holding,property
esteem prise,prize,regard,respect,value ^consider
esterify  ^turn
esthetic aesthetic
estimate approximate,approximation,calculate,figure,forecast,gauge
estivate aestivate ^kip,sleep,slumber
estrange  ^remove
estranged alienated
estrangement alienation ^isolation
estuary  ^water
etcetera  ^stuff
etch  ^print
eternal endless,everlasting,interminable,perpetual,unending
eternalise eternalize,eternise,eternize,immortalise,immortalize ^alter
eternalize eternalise,eternise,eternize,immortalise,immortalize ^alter
eternise eternalise,eternalize,eternize,immortalise,immortalize ^alter
eternity  ^being,existence,time
eternize  ^perpetuate
ethanol  ^alcohol
ethereal aerial,airy
etherealize etherialise ^alter,change,modify
etherialise etherealize ^alter,change,modify
etherify  ^turn
etherise etherize ^anaesthetise,anaesthetize,anesthetise,anesthetize
etherize etherise ^anaesthetise,anaesthetize,anesthetise,anesthetize
ethic  ^principle
ethics morality,morals ^motivation,motive,need
ethiopian  ^african
ethnic cultural ^individual,mortal,person,someone,soul
ethos  ^attribute
etiolate blanched ^weaken
etiquette  ^rule
etymologise etymologize ^derive,educe
etymologize etymologise ^derive,educe
eulogise eulogize ^praise
eulogize eulogise ^praise
euphemise euphemize ^denote,refer
euphemize euphemise ^denote,refer
euphoria  ^elation
eurasian  ^european
europe  ^continent
european  ^dweller,inhabitant
europeanise europeanize ^alter,change,modify
europeanize europeanise ^alter,change,modify
eutectic  ^mixture
evacuate  ^empty,move
evacuation  ^removal,withdrawal
evade bilk,circumvent,dodge,duck,elude,fudge
evaluate appraise,assess,measure,valuate,value ^judge
evaluation rating,valuation ^appraisal,assessment,judgment
evanesce fade,fleet,pass ^disappear,vanish
evangelise evangelize ^preach,prophesy
evangelist gospeler ^preacher
evangelize evangelise ^preach,prophesy
evaporate vaporise,vaporize
evaporation vapor,vaporization
eve  ^day,woman
even eve,evening,flush,level ^day,daylight
evening eve,even ^day,daylight,daytime
event case ^circumstance
everlasting eternal,perpetual,unending ^composite
evert  ^turn
everyday mundane,routine,unremarkable
evict  ^eject,exclude
evidence attest,certify,demonstrate,grounds,manifest,prove
evident apparent,discernible,manifest,observable,palpable,patent
evil vicious,wickedness ^bad,badness,transgression
evildoer sinner ^offender
evince express,show ^convey
eviscerate resect ^remove,take,withdraw
evocation  ^imagery,imagination,imaging
evoke arouse,elicit,enkindle,fire,kindle,provoke
evolution development ^process
evolve develop,germinate
exacerbate aggravate,exasperate,worsen ^alter,change,modify
exacerbation  ^intensification
exact accurate,demand,precise ^claim
exaggerate amplify,hyperbolise,hyperbolize,magnify,overdo,overdraw
exaggerated overdone
exaggeration  ^figure,image,increase
exalt beatify,exhilarate,extol,glorify,inebriate,laud
exalted elevated,grand,lofty,rarified,sublime
examination scrutiny,test ^communicating,communication,investigating,investigation
examine analyse,analyze,canvass,see,study
example illustration,instance,model,representative ^information,representation
exasperate aggravate,exacerbate ^anger
exasperating infuriating,maddening
exasperation  ^annoyance,chafe,vexation
excavate unearth ^reveal,unveil
excavation dig
exceed overstep,pass,surpass,top,transcend ^excel
excel surpass
excellence  ^quality
excellent ripping,splendid
excelsior  ^packing
except demur,exclude,omit ^eliminate,extinguish,object
exception exclusion ^example,illustration,instance,omission,representative
exceptional particular,prodigious,special
excerpt extract,selection ^choose,passage,select,take
excess extra,redundant,spare,surplus
excessive undue
exchange change,commute,convert,interchange ^conversation,replace
excise expunge,scratch,strike ^cancel,delete
excitability irritability ^reactivity,responsiveness
excite stimulate ^affect,arouse,elicit,enkindle,evoke
excited aroused,emotional
excitement fervor ^joy
exclaim cry,outcry,proclaim,promulgate,shout ^declare
exclaiming exclamation ^utterance
exclamation exclaiming ^utterance
exclude except,omit,shut ^eliminate,extinguish,keep
exclusion  ^situation
exclusive scoop,sole ^account,report,story
exclusiveness clannishness
excogitate contrive,devise,forge,formulate,invent
excommunicate curse,unchurch ^exclude,shut
excoriate condemn,decry,objurgate,reprobate ^denounce
excrete egest,eliminate,pass ^discharge,eject,exhaust
excretion elimination,evacuation ^discharge,emission
excruciate rack,torment,torture ^anguish,hurt,pain
excruciating torturing
exculpate acquit,assoil,clear,discharge,exonerate ^judge
excursion expedition,jaunt,junket,outing,sashay ^journey
excursus parenthesis ^content,message,substance
excuse alibi,exempt,pardon,relieve ^absolve,defense
execrate abhor,abominate,loathe ^detest,hate
execute  ^dispatch,hit,kill,murder,off,penalise
execution performance ^action
executioner  ^killer
executive  ^administration,administrator,brass,establishment,organization
exemplar example,model ^ideal
exemplify illustrate,instance,represent ^dilate,elaborate,embody
exempt free,relieve
exemption freedom ^immunity
exenterate  ^remove,take,withdraw
exercise employment,exercising,exert,practice,practise,usage
exercising exercise,workout ^effort,exertion,sweat,travail
exert exercise,maintain,wield ^apply,employ,have
exertion effort,sweat,travail ^labor,labour,toil
exfiltrate  ^remove,transfer
exfoliate  ^open,spread,unfold
exhale expire ^breathe,respire,suspire
exhaust beat,consume,deplete,eat,fumes,tucker
exhausted fatigued,gone
exhaustion  ^fatigue,weariness
exhaustive thorough,thoroughgoing
exhibit display,expose ^evidence,possess,show
exhibition exposition ^accumulation,aggregation,assemblage,collection,demonstration
exhilarate beatify,exalt,inebriate,thrill ^elate,intoxicate
exhilarating stimulating
exhort barrack,cheer,inspire,urge ^encourage
exhortation  ^communicating,communication
exhumation  ^act,deed
exhume disinter ^excavate
exigency  ^crisis
exile deport,expatriate ^expel
exist live,subsist,survive
existence being,cosmos,creation,universe,world ^state
existent existing
existential experiential
existentialist  ^philosopher
existing existent
exit issue,leave,outlet ^move,opening
exodus  ^escape,flight
exonerate acquit,assoil,clear,discharge,exculpate ^judge
exorcise exorcize ^eject,exclude
exorcize exorcise ^eject,exclude
exotic alien
expand  ^grow
expanse area,sweep ^compass,extent,orbit,range
expansion enlargement ^increase
expansiveness  ^magnificence,richness
expatiate dilate,elaborate,enlarge,expand,exposit,expound
expatriate deport,exile ^expel
expect anticipate,ask,require ^demand,evaluate,judge
expectancy anticipation ^expectation,outlook,prospect
expectation anticipation,outlook,prospect ^belief
expectorate  ^remove,take,withdraw
expedient  ^agency,means,way
expedite hasten ^aid,assist,help
expedition  ^campaign
expel  ^displace,move
expend drop,spend,use ^pay
expenditure outgo,outlay,spending
expense  ^cost,depreciate,hurt
experience know,live,see ^content,education,undergo
experiential existential
experiment experimentation ^inquiry,investigate,research
experimental observational
experimentalism  ^empiricism
experimentation experiment ^inquiry,research
experimenter  ^investigator,researcher
expert adept,good,practiced,proficient,skillful ^individual
expiate aby,abye,atone ^compensate,correct,redress
expiration termination ^end,ending
expire choke,conk,croak,decease,die,exit
explain explicate ^inform,say,state,tell
explanation account ^statement,thinking,thought
expletive curse,cuss,oath,swearing ^profanity
explicate explain ^inform
explicit expressed
explode burst,detonate
exploit effort,feat,tap,work ^accomplishment,achievement
exploitation development ^employment,exercise,usage,use,utilization
exploration  ^expedition,hunt,hunting,search
explore research,search ^investigate
explorer adventurer ^individual,mortal,person,someone,soul
explosion burst ^discharge
explosive volatile ^chemical
export  ^commodity,good,merchandise,trade
expose break,disclose,discover,divulge,reveal,uncover
exposed open
exposit expound ^dilate,elaborate,enlarge,expand,expatiate
exposition  ^interpretation
expostulate  ^argue,reason
exposure  ^influence,vulnerability
expound dilate,elaborate,enlarge,expand,expatiate,exposit
express evince,show,utter,verbalise,verbalize ^convey
expressed explicit
expression aspect,face,look,manifestation,reflection ^countenance
expressiveness  ^quality
expropriate  ^deprive,divest,strip
expulsion ejection,exclusion
expunge excise,scratch,strike ^cancel,delete
expurgate bowdlerise,bowdlerize,castrate,shorten ^abbreviate,abridge
exquisite keen
exsert extend ^gesticulate,gesture,motion
exsiccate dehydrate,desiccate ^dry
extemporise extemporize,improvise,improvize ^execute,perform
extemporize improvise ^contend,cope,deal,grapple,manage
extend broaden,lead,pass,run,widen ^increase
extended lengthy,prolonged
extension  ^delay,enlargement,expansion,hold,wait
extensive blanket,broad,extended,wide
extent  ^degree,level,magnitude,point,stage
extenuate mitigate,palliate ^apologise,apologize,excuse,rationalise
exterior outside ^part,region,surface
exteriorise exteriorize,externalise,externalize,objectify ^alter,change
exteriorize  ^displace,move
exterminate  ^kill
extern  ^doctor,physician
external extraneous,outside ^characteristic,feature
externalise externalize,project ^ascribe,assign,attribute,impute
externalize externalise,project ^ascribe,assign,attribute,impute
extinguish  ^eliminate
extirpate eradicate,exterminate,uproot ^destroy,destruct
extol exalt,glorify,laud,proclaim ^praise
extort  ^take
extra excess,redundant,spare,surplus ^actor,player
extract pull ^obtain,remove,solution,take,withdraw
extradite deliver,deport ^expel
extraneous immaterial
extraordinary sinful
extrapolate generalise,generalize,infer,interpolate ^calculate,cipher
extrapolation  ^calculation,computation,figuring,reckoning
extraterrestrial alien
extravagant excessive,exuberant
extravaganza  ^amusement,entertainment
extravasate  ^eject,squirt
extreme extremum,utmost ^degree,extremity,grade,level
extremity member
extremum extreme ^extremity
extricate disencumber,disentangle,untangle ^disengage,free
extrude  ^create,make,produce
exuberant ebullient
exuberate exult,jubilate,rejoice,triumph ^cheer
exudate exude,ooze,transude ^discharge,egest,eliminate
exude exudate,ooze,transude ^egest,eliminate,excrete
exult  ^joy,rejoice
exultant jubilant,rejoicing,triumphant
exultation  ^joy
exuviate molt,moult,shed,slough ^cast,drop
eye eyeball ^judgment,look
eyeball eye,orb ^capsule,look
eyebrow brow ^hair
eyelid lid
eyepiece ocular ^lens
eyes  ^opinion,sentiment,thought,view
eyeshadow  ^makeup
eyesight  ^sight,vision
eyestrain  ^fatigue,weariness
eyewitness  ^spectator,viewer,watcher,witness
fabled legendary
fabric cloth,framework,material,textile ^artifact,structure
fabricate construct,manufacture ^make
facade frontage,frontal ^front
face aspect,confront,expression,look ^approach,countenance
facet aspect ^characteristic,feature
facilitate alleviate,ease ^aid,assist,help
facility installation ^artifact
facing  ^liner
facsimile fax,telefax ^copy,telecommunicate
fact  ^information
faction cabal ^camp,clique,ingroup,pack
factor component,constituent,element,ingredient ^calculate,cause
factorise factorize ^resolve,solve
factorize factorise ^resolve,solve
factory mill ^plant,works
factual actual
faculty staff ^ability,body,power
fade melt,slice,wither ^disappear,swing,vanish
faded attenuate,bleached,weakened
fadeout  ^disappearance
fag faggot,fagot,fairy,pansy,queen,queer
faggot fag,fagot,fairy,pansy,queen,queer
fagot fag,faggot,fairy,pansy,queen,queer
fail miscarry,neglect
failure  ^happening,occurrence
faint conk,dim,shadowy,swoon,vague,weak
fair carnival,just,reasonable ^join,show
fairness equity ^justice,justness
fairway  ^site
fairyland  ^fantasy,phantasy
fairytale  ^narrative,story,tale
faith religion,trust ^belief
faithful close ^following
fake bastard,bogus,counterfeit,forge,phony,sham
faker fake,fraud,pseudo,sham ^cheat,slicker
falcon  ^hawk,hunt,run
fall autumn,descend,spill,tumble ^locomote,move
falloff slack,slump ^deterioration
fallout  ^dust
fallow  ^farmland,tilth
false mistaken
falsify distort,garble,warp ^belie,misrepresent
falsity untruth ^statement,unreality
falter faltering,hesitation,waver ^hesitate,move,pause
faltering falter,hesitation,waver ^pause
fame celebrity ^honor,honour,laurels
famed famous,illustrious,notable,noted
familiar  ^servant
familiarise acquaint,familiarize ^inform
familiarity acquaintance ^information
familiarize acquaint,familiarise ^inform
family home,house,household ^clan,kindred,unit
famish hunger,starve ^hurt,suffer
famous famed,illustrious,notable,noted
fan  ^compound,deepen,device,enthusiast,heighten,intensify
fanatic fiend ^enthusiast
fanaticism  ^intolerance
fancify beautify,embellish,prettify ^ameliorate,amend,better
fancy envision,fantasy,figure,illusion,image,phantasy
fanfare flash ^display
fantasia  ^composition,opus,piece
fantasise fantasize,fantasy ^envisage,ideate,imagine
fantasist  ^creator
fantasize fantasise,fantasy ^envisage,ideate,imagine
fantastic antic,grand,grotesque,howling,marvelous,rattling
fantasy fantasise,fantasize,phantasy ^envisage,fiction,ideate
fantods  ^disorder,upset
farce stuff,travesty ^comedy,fill
fare come,menu ^agenda,docket,proceed,schedule
farm  ^work
farmer  ^creator
farmhouse  ^house
farming agricultural,agriculture,husbandry ^cultivation
farmland  ^country
farrow pig ^bear,birth,deliver,have
fart flatus,wind ^reflex
farther further
fasciculation  ^twitch
fascinate grip,intrigue,spellbind,transfix ^interest
fascinated spellbound
fascinating engrossing
fascination  ^enchantment,spell,trance
fascism  ^ideology
fascist  ^adult,grownup
fashion forge,manner,mode,style,way ^make
fast  ^abstain,desist,refrain
fastball bullet,heater,smoke ^delivery,pitch
fasten fix,secure ^attach
fat fatten,plump ^alter,change,modify
fatal fateful
fate designate,destine,destiny,doom ^cause,happening
fateful fatal
father beget,engender,forefather,generate,get,mother
fathom bottom,penetrate ^understand
fatigue jade,pall,tire,weariness,weary ^degenerate
fatigued exhausted,gone
fatten fat,plump ^alter,change,modify
fatty fat
faucet  ^regulator
fault blame,defect,error,flaw,mistake ^accuse
fauteuil  ^armchair
favor favour,prefer ^advance,advantage,consider,elevate
favored favorite,pet,preferred
favorite darling,favored,pet,preferred ^choice,lover
favour favor ^approval,save,spare
fawn cower,crawl,creep,cringe,dun,grovel
fax facsimile,telefax ^telecommunicate
faze enervate,unnerve,unsettle ^discomfit,discompose,disconcert
fear care,concern,dread,fright ^anxiety,emotion
fearful awful,dread,dreadful,frightening,terrible
fearless unafraid
feasible practicable,viable,workable
feast banquet,junket ^dinner,eat,thing
feat effort,exploit ^accomplishment,achievement
feather plume ^conjoin,join
featherbed baby,cocker,coddle,cosset,indulge,mollycoddle
feature boast,characteristic,have,sport ^attribute,dimension
feb february
february feb
fecundate fertilise,fertilize ^alter,change,modify
fecundity fruitfulness ^creativeness,creativity
federal  ^northerner,yank,yankee
federalise federalize ^decentralise,decentralize,deconcentrate
federalize federalise,federate ^unify,unite
federate federalise,federalize ^merge,unify,unite
fedora stetson ^hat,lid
fee bung,tip ^gift,give,present
feeble lame
feebleness debility,infirmity ^softness
feed give ^cater,food,nutrient,ply,provide
feedback  ^action,activity,answer,reply,response
feeding eating ^consumption,intake,provision,supply,uptake
feedlot  ^building,edifice
feel experience,feeling,find,flavor,flavour,look
feeler antenna ^tentacle
feeling belief,impression,notion,opinion ^idea,state
feelings  ^sensitivity
feign affect,dissemble,pretend,sham ^belie,misrepresent
feint  ^assume,feign,maneuver,manoeuvre,sham,simulate
felicitate congratulate ^bid,wish
fell brutal,cruel,drop,hide,savage,vicious
fella bloke,chap,cuss,fellow,lad ^male
fellate blow,suck ^excite,stimulate,stir
fellow associate,bloke,chap,companion,comrade,cuss
fellowship companionship,company,family,society ^association,friendship
felon criminal,crook,outlaw ^principal
felt  ^cloth,entangle,fabric,mat,material,snarl
female  ^animal,beast,brute,creature,individual,mortal
feminine  ^gender
femininity  ^trait
feminise feminize ^change
feminize feminise ^change
fence fencing ^barrier,enclose,inclose
fencing fence ^barrier
fend  ^contend,cope,deal,grapple,manage
fender wing ^barrier
ferment agitation,fermentation,unrest ^boil,seethe,turbulence
fermentation agitation,ferment,unrest ^turbulence,upheaval
ferocious fierce,furious,savage
ferocity fierceness,fury,vehemence,violence,wildness ^intensity
ferret  ^hound,hunt,trace
ferry  ^boat,bring,convey,take
fertile fecund,prolific
fertilise fecundate,fertilize ^alter,change,modify
fertilize feed,fertilise ^enrich
fertilizer  ^chemical
fervent ardent,fiery,impassioned
fervor ardor,fire ^passion
fester maturate,suppurate ^discharge,eject,exhaust,expel
festinate hasten,hurry,rush ^act,move
festival  ^period
festive gay,merry
festivity celebration ^diversion,recreation
festoon  ^adorn,beautify,curtain,decorate,drape,drapery
fetch bring,convey,get ^action,channel,channelise
fetching winning
fete celebrate,feast ^meet,party
fetid foul,stinking
fetishize  ^adore
fetter hobble,shackle ^bond,confine,constrain,hamper
fettle  ^fitness,remove
feud  ^battle,conflict,contend,fight,struggle
feudalize  ^convert
fever  ^anticipation,expectancy,symptom
feverish hectic
few  ^elite
fiat decree,order ^act,enactment
fib story,tale ^lie
fiber  ^material,stuff
fibrillate  ^jerk,twitch
fibrin  ^protein
fibrosis  ^pathology
fictionalise fictionalize,retell
fictionalize fictionalise,retell
fictive false,pretended,sham
fiddle goldbrick,shirk,violin ^avoid,string
fidelity  ^accuracy,truth
fidget restlessness ^agitation,move
field battlefield,battleground ^handle,palm,parcel,play
fielder  ^ballplayer
fieldhand  ^hand
fielding  ^handling,manipulation
fieldstone  ^rock,stone
fiend demon,devil,monster
fiendish infernal,satanic,unholy
fierce ferocious,furious,savage,vehement,violent
fierceness ferocity,fury,vehemence,violence,wildness ^intensity
fiery ardent,fervent,impassioned
fifteenth  ^rank
fifties  ^decade
fiftieth  ^rank
fig figure ^illustration
fight battle,combat,conflict,contend,defend,engagement
fighter belligerent,combatant ^airplane,individual,mortal,person
fighting active,combat,fight,scrap ^battle,conflict
figure anatomy,build,calculate,enter,estimate,fig
figurine statuette ^figure
figuring calculation,computation,reckoning
filch abstract,cabbage,hook,lift,nobble,pilfer
file register ^line,record,smooth,smoothen
filet fillet ^adorn,beautify,decorate,embellish,grace
filiate  ^determine,set
filibuster  ^block,blockade,embarrass,hinder,legislator,obstruct
filigree  ^craft
filing  ^entry,submission
filipino  ^aborigine,native
fill  ^alter,change,enough,modify,turn
fillet filet ^adorn,beautify,decorate,embellish,grace
filling fill ^flow,material,stuff
fillip bonus
filly  ^female,foal
film cinema,flick,movie,picture,shoot,take
filming  ^photography
filter filtrate,percolate,permeate,strain ^device,penetrate
filthy foul,nasty
filtrate filter,strain ^fluid,product,separate
fin five,quintet ^equip,figure,fit,outfit
finagle manage,wangle ^accomplish,achieve,attain,reach
final concluding,last,net,terminal ^match
finale  ^close,closing,conclusion,end,ending
finalise finalize,settle ^end,terminate
finalize finalise,settle ^end,terminate
finance  ^business,pay
financial fiscal
financier  ^capitalist,operate,run
financing  ^finance
find breakthrough,bump,chance,detect,discover,discovery
finding determination ^discovery,find,judgment
fine cool,mulct,okay,ticket ^book,penalty
finedraw  ^sew,stitch
fineness  ^superiority
finger feel,thumb ^extremity,touch
fingering  ^location,placement,position
fingernail  ^nail
fingerprint  ^mark,print,reproduce
fingerprinting  ^procedure,process
fingerspell  ^communicate,intercommunicate
fingertip  ^tip
finicky fussy,particular
finish coating,complete,finishing ^act,decorativeness,end
finishing coating,finish ^decorativeness
fink blackleg,rat,scab,sneak,sneaker,snitch
finn  ^european
fire discharge,firing ^attack,blast,happening,occurrence
firearm piece ^gun
firebomb  ^bomb,bombard
firecracker cracker ^firework
firelight  ^light
fireman  ^play
fireplace hearth ^niche,recess
firepower  ^posture,strength
fireproof  ^proof
fireside hearth ^area,country
firewall  ^drive,thrust
firewood  ^fuel
firing discharge,fire ^attack,onrush,onset,onslaught
firm house,solid,steady,stiff,tauten,unfaltering
firmness resolution,resolve ^strength,trait
first  ^rank
fiscal financial
fish angle ^catch,food,grab,search,seek
fisher fisherman
fisherman fisher
fishmonger fishwife ^dealer,monger,trader
fishtail  ^decelerate
fishwife fishmonger ^dealer,monger,trader
fissure chap,crack,crevice ^depression,impression,imprint
fist  ^hand,paw
fistfight  ^combat,contend,fight,fighting,scrap,struggle
fit accommodate,paroxysm,primed,scene,set,suit
fitness  ^condition,shape,suitability
fitting adjustment,decent,meet ^advance,betterment,improvement
five fin,quintet ^figure
fix bushel,doctor,fasten,hole,jam,mend
fixate  ^attach,bind,bond,tie
fixed rigid,set
fixer  ^personage
fixing fix,fixture,mend,repair ^improvement
fixture  ^artifact
fizz effervesce,foam,froth,sparkle ^beverage,bubble
fizzle hiss,hissing ^discontinue,noise
flabbergast boggle ^surprise
flag  ^emblem,list,mark,sign,signal,signalise
flagellate scourge ^flog,lash,lather,protozoan,slash
flail lam,thrash,thresh ^beat,implement
flair dash,genius,style ^elegance,endowment,gift
flake  ^crystal,form
flambe  ^cook,fix,make,prepare,ready
flame fire,flare ^beam,burning,combustion,shine
flank wing ^formation,lie
flannel  ^cloth,fabric,material,textile
flap roll,undulate,wave ^beat,move,pound
flapper  ^girl,miss
flare flair ^burn,combust,fire,flame,form
flash blink,brassy,cheap,flashy,gaudy,loud
flashback  ^transition
flashing flash ^experience
flashlight torch
flashy brassy,cheap,flash,gaudy,jazzy,loud
flask  ^bottle
flat level,plane ^box,field,plain
flatten  ^deform,form,shape
flatter blandish ^praise
flattery  ^compliment
flatus fart,wind ^reflex
flaunt flash,ostentate,swank ^display,exhibit,expose
flautist  ^instrumentalist,musician,player
flavor feel,feeling,flavour,look,nip,relish
flavour feel,feeling,flavor,look,season,smell
flaw blemish,defect,fault ^damage
flay  ^pare,peel,skin
flea  ^insect
fleck bit,blob,blot,chip,flake,scrap
flecked dotted,speckled
fledge  ^nurture,parent,raise,rear
fledgling entrant,freshman,newcomer,starter ^beginner,initiate
flee fly ^bunk,escape,lam,run,scarper
fleece gazump,hook,overcharge,pluck,plume,rob
fleer fugitive,runaway ^individual,mortal,person,simper
fleet dart,flit,flutter,swift ^accumulation,aggregation
fleeting fugitive,momentary
flense  ^remove
flesh anatomy,build,figure,form,frame,physique
fleshy heavy,overweight
flex  ^contract,shrink
flexibility  ^plasticity
flick flicker,flip,leaf,riff,riffle,thumb
flicker flitter,flutter,glint,quiver,spark,waver
flight flying ^air,aviation,formation,pip,shoot
flimsy insubstantial
flinch cringe,funk,quail,recoil,shrink,squinch
fling crack,offer,pass,whirl ^attempt,effort
flint obdurate
flip impudent,insolent,somersault,somersaulting,switch,throw
flirt butterfly,coquet,coquette,dally,mash,philander
flit dart,fleet,flutter ^hurry,motion,move
flitter flicker,flutter,quiver,waver
float blow,drift,swim ^interval,locomote,move
floating  ^swim,swimming
floc  ^material,stuff
flocculate  ^change
flocculation  ^action,activity
flock  ^congregation,faithful,fold,locomote,move,travel
flog lash,lather,slash,strap,trounce,welt
flood deluge,inundate,inundation,swamp,torrent ^batch
flooded afloat
floodlight flood ^illume,illuminate,illumine,light
floor flooring,level,shock,story ^construction,structure
floorboard  ^board
flooring floor ^level
flop  ^break,collapse,descend,fall,founder,give
florence  ^city,metropolis
florentine  ^italian
floridian  ^american
florist  ^shop,shopkeeper,store,storekeeper,tradesman
floss  ^clean,cleanse,thread,yarn
flounce ruffle ^walk
flounder stagger ^fight,struggle,walk
flour  ^dredge,foodstuff
flourish boom,expand,prosper,thrive ^gesture,grow
flout scoff ^discount,dismiss,disregard,ignore
flow course,feed,flowing,flux,run ^move
flower bloom,blossom ^develop
flowerbed  ^bed
flowering unfolding ^development,evolution,growing,growth,maturation
flowing aerodynamic,flow,sleek,streamlined ^travel
flub blow,blunder,bobble,bodge,bollix,bollocks
fluctuate  ^displace,move
fluff blow,bobble,bodge,bollix,bollocks,botch
fluid unstable ^matter,substance
flummox amaze,baffle,beat,bewilder,dumbfound,get
flump  ^drop
flunk bomb,fail ^failure
fluoresce  ^glow
fluorescein  ^dye
fluorescence  ^light
fluoridate fluoridise,fluoridize ^process,treat
fluoridise fluoridate,fluoridize ^process,treat
fluoridize fluoridate,fluoridise ^process,treat
fluorine  ^element,gas,halogen
fluoroboride  ^salt
flurry ado,bustle,fuss,hustle,stir ^commotion
flush bloom,blossom,blush,crimson,flower,heyday
flushed crimson,red,rosy
fluster perturbation ^acquit,bear,behave,carry,comport
flute  ^crimp,pinch,wood
flutter dart,fleet,flicker,flit,flitter,quiver
flux flow ^flowing,move,rate
fly wing ^flap,locomote,move,travel
flyer bill,broadside,circular ^advert,advertisement,advertising
flyfish  ^angle
flying flight ^air,aviation
flyway  ^path,route
foal  ^bear,birth,deliver,have
foam effervesce,fizz,froth,sparkle ^bubble,material
fob fox,trick ^cozen,deceive,delude
focalise focalize,localise,localize ^lie
focalize focalise,localise,localize ^lie
focus center,centering,centre,concentrate,direction,focusing
focusing centering,direction,focus ^absorption,concentration
fodder  ^feed,give,soldier
foe enemy,opposition ^adversary,antagonist,competition,competitor
fog becloud,befog,cloud,mist,murk,obnubilate
foible idiosyncrasy ^peculiarity,specialty
foil baffle,bilk,cross,frustrate,queer,scotch
foist  ^impose,inflict,visit
fold bend,congregation,crease,crimp,faithful ^incorporate
foliage leaf
foliate  ^forge,hammer
folk folks ^people
folklore  ^lore
folks  ^clan,kindred
follow postdate ^locomote,move,travel
follower  ^individual,mortal,person,someone,soul
following next ^mass,masses,multitude,people
folly foolishness,stupidity ^error,fault,mistake,trait
foment agitate ^provoke,stimulate
fond affectionate,tender
fondle caress ^stroke
fondness fancy ^liking
food nutrient ^substance
foodstuff grocery
fool befool,chump,gull,mark,mug,sap
foolhardy reckless
fooling casual
foolishness folly ^trait
foolproof goofproof ^proof
foot pick ^pay
footage  ^film
football  ^ball
footbridge  ^bridge,span
footing terms ^position,status
footle lallygag,linger,loaf,loiter,lollygag,lounge
footnote annotate ^compose,indite,notation,note,pen
footpath pathway ^path
footprint step ^mark,print
footslog pad,plod,slog,tramp,trudge ^walk
footstep step ^sound
forage grass,pasture,scrounge ^fodder,hunt,run
foraging forage ^hunt,hunting,search
foray despoil,loot,maraud,pillage,plunder,raid
forbear  ^ancestor,antecedent,refrain,root
forbid disallow,foreclose,forestall,interdict,nix,preclude
forbidden out,taboo
force coerce,hale,impel,pressure,squeeze ^cause
ford  ^cover,cross,track,traverse
forearm  ^arm,fortify,gird,limb
forebode anticipate,call,foretell,predict,prognosticate,promise
foreboding fateful,portentous,premonition ^apprehension,dread
forecast calculate,estimate,figure,reckon ^anticipate,call
forecasting prediction ^statement
foreclose forbid,forestall,preclude,prevent ^reclaim,repossess
foredate antedate,predate ^chronologise,chronologize
foredoom  ^condemn,doom,sentence
forefather father,sire ^ancestor,antecedent,root
forefend avert,avoid,debar,deflect,forfend,obviate
forefinger index ^finger
foregather assemble,forgather,gather,meet ^interact
forego antecede,antedate,forgo,precede,predate
foreground highlight,spotlight ^aspect,prospect,scene,view
forehead brow ^feature
foreign strange
foreigner alien ^traveler,traveller
foreknow anticipate,foresee,previse ^know
foreknowledge  ^clairvoyance
foreman boss,chief ^supervisor
foremost first
foreordain predestinate,predestine ^predetermine
forerunner harbinger,herald,predecessor ^indication,individual,mortal
foresee anticipate,envision,foreknow,previse ^envisage,ideate
foreshadow augur,auspicate,betoken,bode,forecast,foretell
foreshorten abbreviate,abridge,contract,cut,reduce,shorten
foreshow  ^augur,auspicate,betoken,bode,forecast,foreshadow
foresight  ^providence
forest afforest,timber,wood,woods ^earth,ground
forestall forbid,foreclose,preclude,prevent
foreswear forego,forgo,relinquish,waive
foretell announce,annunciate,harbinger,herald ^tell
forewarn previse ^warn
forfeit confiscate,forego,forgo,waive ^abandon,loss
forfend avert,avoid,debar,deflect,forefend,obviate
forgather assemble,foregather,gather,meet ^interact
forge counterfeit,fake,hammer ^beat,furnace
forget block,bury
forgetful short
forgetfulness  ^blackout
forgive  ^concede,exempt,free,grant,relieve,yield
forgo forego,foreswear,relinquish,waive
fork pitchfork,ramification ^division,lift
forked bifurcate,branched
form constitute,kind,make,organise,organize,sort
formal ball ^dance
formalise formalize ^adjudge,declare,hold
formalism  ^doctrine,ism,philosophy
formalize formalise ^adjudge,declare,hold
format arrange ^change,information
formation shaping ^arrangement,manufacture,manufacturing
former old,onetime ^first
formicate  ^crawl,creep
formidable redoubtable
formula expression ^direction,instruction
formularise formularize ^articulate,formulate,phrase,word
formularize formularise ^articulate,formulate,phrase,word
formulate contrive,develop,devise,excogitate,explicate,forge
formulation conceptualization,preparation ^compound
fornicate  ^bang,bed,bonk,eff,fuck,hump
forsake abandon,desert,desolate ^leave
forswear abjure,recant,resile,retract ^disown,renounce
fort fortress,garrison ^assemble,defense,foregather,forgather
forte loud,specialty,strength ^asset
forthright blunt,candid,frank,outspoken
fortification munition ^defense
fortify strengthen ^alter,change,modify
fortitude  ^bravery,courage
fortress fort ^defense
fortunate golden
fortune chance,hazard,luck ^phenomenon,treasure
forty twoscore
forward  ^send,ship,transport
forwarding  ^transmission,transmitting
fossilise fossilize ^convert
fossilize fossilise ^convert
foster further ^advance,boost,encourage,promote,songwriter
fostering  ^encouragement
foul contaminate,disgusting,fetid,loathsome,pollute,stinking
found constitute,establish,institute,launch,plant ^earnings
foundation  ^relation
founder beginner,father,flop ^fail,mastermind,miscarry
founding creation,foundation,initiation,innovation,institution,introduction
foundry  ^factory,mill
fountain  ^construction,structure
fountainhead well ^source
four foursome ^figure
fourfold quadruple
foursome  ^assemblage,gathering
fourteenth  ^rank
fourth  ^rank
fowl poultry ^hunt,run
fox fob,trick ^cheat,cozen,deceive,delude
foxhunt  ^hunt,hunting,run
foxtrot  ^dance
foyer hall,lobby,vestibule ^room
fracas altercation ^quarrel,row,words,wrangle
fraction divide ^calculate,chemical,cipher,compute,cypher
fractionate  ^separate
fractionation  ^division
fracture break ^abuse,harm,hurt,injury,misuse
fragile delicate,frail
fragment fragmentise,fragmentize,shard ^break,part,piece
fragmentation  ^division
fragmentise fragment,fragmentize ^break,separate
fragmentize fragment,fragmentise ^break,separate
fragrance aroma,perfume,scent ^odor,smell
frail  ^weight
frambesia yaws
frame border ^confine,enclose,exposure,framework,inclose
framework fabric,model ^hypothesis,possibility,structure,theory
framing  ^conceptualization,formulation
franchise  ^certify,concession,grant,licence,license
frangipani  ^bush,shrub
frank blunt,candid,forthright,outspoken,postmark ^european
frantic excited,frenzied,mad
frap  ^lash
fraternisation  ^association
fraternise fraternize ^socialise,socialize
fraternity brotherhood ^class,club,gild,lodge,order
fraternize fraternise ^socialise,socialize
fraud fake,faker,pseudo,sham ^cheat,crime
fray disturbance,frazzle,ruffle ^break,bust,combat
frazzle fray ^break,bust,exhaustion,wear
freak monster,monstrosity ^mutant,panic,sport,variation
freckle  ^spot
free disembarrass,liberate,loose,release,rid,unloose
freedom exemption ^immunity,state
freelance independent ^work,worker
freeload  ^bum,cadge,grub,mooch,sponge
freeman  ^citizen
freeway pike,superhighway,thruway ^highway
freewheel drift ^clutch,exist,live,subsist,survive
freewheeler  ^individual,mortal,person,someone,soul
freeze freezing ^chilling,cooling,turn
freezing freeze ^chilling,cooling
freight cargo,load,loading,shipment ^merchandise,product
freighter bottom
french  ^country,cut,land,nation,romance
frenchify  ^alter,change,modify
frenchman  ^european
frenzied manic
frenzy craze,delirium,fury,hysteria ^mania
frequency  ^rate,ratio
frequent haunt,patronise,patronize,shop,sponsor ^support
fresco  ^paint
freshen refresh ^regenerate,renew
freshman entrant,fledgling,newcomer,starter ^beginner,initiate
freshness novelty ^originality
fress gluttonise,gluttonize ^eat
fret fuss,lather,niggle,stew,sweat ^agitation
freud  ^analyst
freudian  ^follower
fricassee  ^cook,stew
friction clash ^conflict
friday  ^weekday
friend ally ^associate,individual,mortal,person,someone
friendliness  ^liking
friendly  ^soldiery,troops
friendship  ^relationship
fright affright,fear,frighten,scare ^emotion,excite
frighten affright,fright,scare ^excite,shake,stimulate
frightened panicked,scared,terrified
frightening awful,dread,dreadful,fearful,terrible ^intimidation
frightful awful,horrible,horrifying,terrible,tremendous,ugly
frigid arctic,cold,icy,polar
fringe outskirt,periphery ^adorn,beautify,bound,boundary
frisk cavort,disport,frolic,gambol,lark,rollick
fritter dissipate,fool,shoot ^consume,squander,ware
frivol trifle ^act,behave
frizz crape,crimp,frizzle,kink ^condition,curl
frizzle  ^fry
frock  ^apparel,clothe,dress,enclothe,garb,garment
frog toad ^capture,catch
frogmarch  ^march
frolic caper,cavort,disport,frisk,gambol,lark
front battlefront,breast,face,look ^confront,lie
frontage  ^extent
frontier  ^wild
frost freeze,ice,rime ^cover
frostbite  ^harm,hurt,injury
froth effervesce,fizz,foam,sparkle ^bubble
frown glower,lour,lower,scowl ^grimace
frowzled disheveled,tousled
fructify  ^ameliorate,better,improve,meliorate
fruit yield ^product,production
fruitfulness fecundity ^quality
fruitless futile,vain
frustrate baffle,bilk,cross,foil,queer,scotch
frustrated disappointed,discomfited
frustration defeat ^disappointment,interference,letdown
fry  ^cook,heat,painter
ftp  ^transfer
fuck ass,bang,bed,bonk,eff,hump
fuddle befuddle,clutter,jumble,muddle,smother,welter
fudge cook,fake,falsify,manipulate,misrepresent,wangle
fuel  ^furnish,provide,render,substance,supply
fugitive fleer,fleeting,momentary,runaway ^individual,mortal
fulfil accomplish,action,execute,fill,fit,fulfill
fulfill accomplish,action,execute,fulfil,satisfy ^complete
fulfillment  ^satisfaction
full entire,total ^beat
fullback  ^play
fullness richness ^completeness,property
fulminate rail ^denounce,salt
fumble blunder,grope,muff ^botch,bungle,flub
fumbling clumsy,incompetent
fume smoke ^aerosol,experience,feel
fumes exhaust ^gas,waste
fumigate fume ^process,treat
fun merriment,play,sport ^diversion,humor,humour
function map,operate,purpose,role,run,serve
functioning operation,performance ^process
fund stock,store ^accumulation,finance,money
fundamental cardinal,central,key,rudimentary,underlying ^factor
fundamentalist  ^adherent,disciple
fundamentals  ^principle
fundraise  ^raise
funeral  ^ceremony,observance
funk cringe,flinch,quail,recoil,shrink,squinch
funnel  ^cone,displace,move
funny comic,curious,odd,peculiar,queer,singular
fur pelt ^coat
furbish buff,burnish ^polish,shine,smooth,smoothen
furcate branch,fork,ramify,separate ^diverge
furious enraged,ferocious,fierce,maddened,savage
furl  ^deform
furlough  ^can,dismiss,displace,fire,leave,sack
furnace  ^chamber
furnish provide,render,supply ^give
furnished equipped
furor craze,cult,rage ^fashion
furrow groove,rut ^delve,dig,trench
further advance,boost,encourage,farther,foster,promote
furtive sneak,stealthy
fury craze,delirium,frenzy,hysteria,madness,rage
fuse blend,coalesce,combine,commingle,conflate,flux
fusillade burst,salvo,volley ^discharge,fire,firing
fusion merger,unification ^union
fuss dither,flap,fret,mother,niggle,overprotect
fussy cross
fustigate cudgel ^hit
futile fruitless,meaningless,unavailing,vain
futility  ^uselessness
future  ^tense,time
fuzz hair
fuzzed fuzzy
fuzzy bleary,blurred,fuzzed,hazy
gab chitchat,gossip,yak ^chat,communicate,confab
gabardine  ^cloth,fabric,material,textile
gabble blab,blabber,chatter,clack,gibber,jabber
gable  ^wall
gad gallivant ^cast,drift,ramble,range,roam
gadfly cuss ^tormentor
gadget contraption,contrivance,convenience ^device
gadgetry  ^contraption,contrivance,convenience,gadget
gaelic celtic
gag jest,joke,laugh,muzzle ^humor,humour
gage back,dope,game,gauge,grass,pot
gaggle  ^cackle,flock
gagwriter  ^author,writer
gaiety merriment ^happiness
gain acquire,addition,derive,increase,profit,win
gainful paid
gainsay challenge,dispute ^contend,contest,repugn
gait pace ^rate
gal gallon
galaxy  ^accumulation,aggregation,assemblage,collection
gall chafe,fret ^irritate
gallant beau,clotheshorse,swell ^man
gallantry heroism,valor ^bravery,courage
galling annoying,irritating,nettlesome,pestering,teasing
gallivant gad ^cast,drift,ramble,range,roam
gallon gal
gallop  ^gait,pace
gallus brace
galumph  ^bound,jump,leap,spring
galvanic voltaic
galvanise galvanize,startle ^floor,shock
galvanism  ^electricity
galvanize galvanise,startle ^floor,shock
gamble adventure,chance,hazard,risk ^assay,attempt
gambler  ^individual,mortal,person,someone,soul
gambling play ^diversion,recreation,vice
gambol caper,cavort,disport,frisk,frolic,lark
game back,crippled,gage,halt,lame,punt
gamecock  ^cock
gamma  ^letter
gamut  ^compass,orbit,range,reach,scope
gang bunch,crew,crowd,mob,pack,ring
gangrene mortify,necrose,slough,sphacelate ^pathology,rot
gangster  ^criminal,crook,felon,outlaw
gaol clink,immure,imprison,incarcerate,jail,jug
gap breach,opening,spread ^open,space
gape gawk,gawp,goggle ^look
gaping agape
garage  ^store
garb apparel,attire,clothe,dress,enclothe,garment
garbage refuse ^waste
garbed attired,dressed
garble distort,falsify,warp ^belie,misrepresent
garbled confused,disjointed,disordered,scattered
garden  ^patch,plot,tend,vegetation
gardening  ^agriculture,farming,husbandry
gargle  ^emit,solution,utter
garland  ^actress,adorn,beautify,decorate,embellish,grace
garment apparel,clothe,dress,enclothe,garb,habilitate
garner earn,granary,win ^acquire,depot,get
garnish garnishee ^attach,confiscate,decoration,impound,ornament
garnishee garnish ^attach,confiscate,impound,seize,sequester
garotte garrote,garrotte,scrag ^strangle,strangulate,throttle
garrison fort ^place,post,send,station
garrote garotte,garrotte,scrag ^strangle,strangulate,throttle
garrotte garotte,garrote,scrag ^strangle,strangulate,throttle
garter supporter ^band,fasten,fix,secure
gas  ^assail,attack,fluid,state
gasconade blow,bluster,boast,brag,crow,gas
gash cut,slash,slice ^lesion,wound
gasify aerify,vaporise,vaporize
gasoline gas ^fuel,hydrocarbon
gasp heave,pant,puff ^aspiration,blow,inhalation
gate  ^furnish,provide,render,supply
gatepost  ^post
gateway  ^entrance,entranceway,entry
gather assemble,collect,foregather,forgather,garner,gathering
gathering assemblage,assembly
gaudy brassy,cheap,flash,flashy,jazzy,loud
gauffer goffer ^iron,wave
gauge approximate,estimate,gage,guess,judge ^calculate
gaunt cadaverous,emaciated,haggard,pinched,skeletal,wasted
gawk clod,gape,gawp,goggle,lummox,lump
gawp gape,gawk,goggle ^look
gay cheery,homosexual,jolly,jovial,merry,sunny
gaze regard,stare ^look
gazette  ^newspaper,paper,print,publish
gazump fleece,hook,overcharge,pluck,plume,rob
gear pitch ^accommodate,adapt,wheel
gearset  ^gear
gee  ^turn
gegenschein  ^light
gel  ^change
gelatinise gelatinize ^change
gelatinize  ^coat,surface
geld cut ^castrate,demasculinise,demasculinize,emasculate
gem treasure ^art
geminate reduplicate ^consonant,double,duplicate,repeat,replicate
general  ^command
generalise generalize ^mouth,speak,talk,utter,verbalise
generalist  ^scholar,student
generalization induction ^idea,thought
generalize extrapolate,generalise,infer ^conclude,reason
generate give,render,return,yield ^create,make
generation contemporaries ^people
generator  ^apparatus,engine,setup
genesis generation ^beginning
genetic transmissible
geneticist  ^biologist
genial amiable,cordial
genie  ^spirit
genius brain,brilliance,mastermind ^intellect,intellectual,intelligence
genre  ^form,kind,sort,variety
gentian  ^flower
gentile pagan
gentle appease,assuage,conciliate,gruntle,lenify,mollify
gentleman  ^man
gentrify  ^refurbish,renovate
gentry aristocracy
genuflect  ^bow
genuine true
genus  ^form,kind,sort,variety
geochemistry  ^chemistry
geographer  ^expert
geographic geographical
geographical geographic
geologist  ^scientist
geometric geometrical
geometrical geometric
georgia  ^colony
georgian  ^american
germ seed,source ^inspiration
german  ^european
germanium  ^element
germinate bourgeon,pullulate,shoot,sprout,spud ^grow
gerrymander  ^cheat,divide,part,separate
gestate conceive,conceptualise,conceptualize
gesticulate gesture,motion ^communicate,intercommunicate
gesture gesticulate,motion ^communicate,intercommunicate,move,movement
get acquire,become ^return,turn
geyser  ^fountain,outflow,overflow,overrun,spring
ghastly grim,gruesome,macabre,sick
ghetto  ^quarter
ghettoise ghettoize ^insulate,isolate
ghettoize ghettoise ^insulate,isolate
ghost shade,specter,spook ^apparition,locomote,move
ghostlike ghostly,spectral,spiritual
ghostly ghostlike,spectral,spiritual
ghostwrite ghost ^author
ghoul  ^thief
giant  ^animal,beast,brute,creature,personage
gibber blab,blabber,chatter,clack,gabble,maunder
gibbet  ^gallows,hang
gibe agree,barb,check,correspond,dig,fit
gibelike derisive,mocking,taunting
gift empower,endow,endowment,endue,indue,invest
gigantic mammoth
giggle titter ^laugh,laughter
gild begild,club,engild,lodge,order,society
gilded gilt,gold,golden
gilt gilded,gold,golden ^coat,coating
gimp hitch,hobble,limp ^walk
gin  ^booze,disunite,divide,liquor,part,separate
ginger  ^herb,spice,zest
gingham  ^cloth,fabric,material,textile
ginmill bar,saloon ^room
gip gyp ^cheat,chisel,rig,swindle
gird arm,fortify
girdle deaden ^incise
girl miss ^female,woman
girlfriend girl ^friend,lover,woman
girlish schoolgirlish
girth cinch ^circumference,fasten,fix,secure
give afford,spring,yield ^elasticity,furnish,provide
giveaway  ^gift
given apt,granted,minded,precondition,presumption,tending
giving big,gift,handsome,liberal
glaciate  ^cover
glad happy
gladden joy
gladiator  ^belligerent,combatant,fighter
glamor glamour ^beauty
glamorise glamorize,glamourise,glamourize ^alter,change,modify
glamorize glamourise,romanticise,romanticize ^idealise,idealize
glamour bewitch,enchant,glamor,hex,jinx,witch
glamourise glamorize,romanticise,romanticize ^idealise,idealize
glamourize glamorise,glamorize,glamourise ^alter,change,modify
glance glimpse,glint,peek ^hit,look,looking
gland  ^organ
glare blaze,brilliance,glower ^brightness,stare
glaring blazing,dazzling,gross,rank
glass glaze ^container,furnish,provide,render,solid
glasses spectacles
glassy glazed
glaze glass ^change,coat,surface
glazed glassy
gleam gleaming,glimmer,glint,glisten,glitter,glow
gleaming gleam,glimmer,glow ^flash,radiance,shine
glean harvest,reap ^collect,garner,gather
glee hilarity ^gaiety,merriment
gleeful jubilant
glibness  ^shallowness,superficiality
glide  ^locomote,move,phone,sound,travel
glimmer gleam,gleaming ^flash,radiate
glimpse glance ^aspect,look,looking,prospect,scene
glint flicker,glance,gleam,glisten,glitter,peek
glinting glittering
glissade  ^dance,step
glisten gleam,glint,glitter,shine,sparkle ^appear
glistening shining,shiny
glitter gleam,glint,glisten,shine,sparkle ^appear
glittering glinting
gloat crow,glee,triumph ^blow,bluster,boast
global planetary,world,worldwide
globalise globalize ^broaden,extend,widen
globalize globalise ^broaden,extend,widen
globe earth,world
glom cop,hook,snitch,thieve ^rip,steal
gloom  ^apprehension,dread,melancholy
gloomy sulky
glorified canonized
glorify exalt,extol,laud,proclaim ^alter,change
glory  ^beauty,exuberate,exult,honor,honour,jubilate
gloss rubric ^account,explanation,polish,shine,smooth
glossary gloss
glow beam,freshness,luminescence,radiate,shine ^appear
glower glare ^stare
glowering dark,glum,morose,sour,sullen
glowing glow,radiance ^light
glue gum,paste ^attach,cement,fasten
glued pasted
glug  ^sound
glut binge,englut,engorge,gorge,gormandise,gormandize
glutton  ^feeder
gluttonise fress,gluttonize ^eat
gluttonize fress,gluttonise ^eat
glycerine glycerol ^alcohol
glycerol glycerine ^alcohol
glycerolise glycerolize ^lay,place,pose,position,put
glycerolize glycerolise ^lay,place,pose,position,put
gnarl knot ^bend,deform,distortion,flex,turn
gnash  ^grate,grind
gnaw erode ^bite,chew,crumble,decay,dilapidate
gnome dwarf ^fairy
gnp  ^value
goad prod,spur ^device,encourage,incite
goal destination,end,finish ^content,terminal
gobble bolt ^cry,eat,emit,utter
god deity,divinity,immortal
goddam blame,blessed,damn,damned,darned,goddamn
goddamn damn
goddamned blame,blessed,damn,damned,darned,goddam
goddess  ^deity,divinity,god,immortal
godforsaken waste,wild
godlike divine
goffer gauffer ^wave
goggle gape,gawk,gawp ^look
going departure,leaving ^act,deed
goitre  ^disease
goitrogen  ^compound
gold amber,gilded,gilt,golden ^yellow
goldbrick bunco,con,defraud,diddle,hornswoggle,mulct
golden gilded,gilt,gold,prosperous
goldplate  ^plate
goldsmith  ^jeweler
golf  ^play
golfer  ^participant,player
golfing  ^playing
gone asleep,deceased
goner toast ^desperate
gong  ^sound
good full,goodness ^advantage,morality
goodness good ^quality
goof blunder,boob,cuckoo,goose,jackass,sin
goofproof foolproof ^proof
google  ^explore,research,search
goose  ^nip,pinch,squeeze,tweet,twinge,twitch
gop  ^party
gore  ^pierce,thrust
gorge binge,englut,engorge,glut,gormandise,gormandize
gormandise binge,englut,engorge,glut,gorge,gormandize
gormandize binge,englut,engorge,glut,gorge,gormandise
gory bloodstained
gospel gospels ^truth
gospeler evangelist ^preacher
gospels gospel
gossamer ethereal
gossip chitchat,comment,gab ^account,chat,confab
gouge dent,ding,extort,nick,rack,squeeze
gourd  ^bottle
gourmandize binge,englut,engorge,glut,gorge,gormandise
gourmet epicure
gout  ^arthritis
govern order,regularise,regularize,regulate ^command,control
governed  ^people
governess  ^instructor,teacher
governing administration,government
government administration,authorities,governing,regime
governor  ^politician
gown  ^apparel,clothe,dress,enclothe,frock,garb
grab catch,snaffle ^clutch,prehend,seize,take
grace adorn,beautify,decorate,embellish,ornament ^alter
gradate  ^arrange
grade class,course,form,level,order,place
graded ranked,stratified
gradient  ^change
grading  ^order,ordering
graduate  ^bestow,confer,have,receive,scholar,student
graduation  ^closing,completion,culmination
graft engraft,ingraft,transplant ^conjoin,join
grain ingrain ^atom,foodstuff,molecule,particle,penetrate
graining woodgraining ^grain
grammarian  ^linguist
grammatic grammatical
grammatical grammatic
granary garner ^depot,storage,store,storehouse
grand august,heroic,lordly,thousand,yard
grandchild  ^issue,offspring
grandeur brilliance,magnificence,nobility,splendor ^elegance
grandfather  ^grandparent
grandma grandmother,granny ^grandparent
grandmother grandma,granny ^grandparent
grandparent  ^forbear
grandstand  ^audience,perform
granite  ^firmness
granny grandma,grandmother ^grandparent
grant allow,award ^aid,allocation,allotment,assistance
granted given
granular gritty
granulate grain ^form
granule  ^grain
grapevine  ^comment,gossip
graph chart ^interpret,represent
graphic graphical ^image,picture
graphical graphic
graphite  ^carbon
grapple contend,cope,deal,grip,manage ^act
grappling grapple,wrestle,wrestling ^struggle
grasp appreciation,apprehend,compass,comprehend,dig,grok
grasping greedy ^apprehension,savvy,understanding
grass  ^hit,pip,shoot
grassfire  ^fire
grasshopper hopper
grate grating ^frame,framework,furnish,provide,render
gratification satisfaction ^spirit
gratify satisfy
grating grate,rasping,rough,scratchy ^barrier
gratitude  ^feeling
grave dangerous,grievous,sculpt,sculpture,sedate,serious
gravel annoy,bother,chafe,devil,irritate,nark
gravestone  ^memorial,monument,stone
graveyard cemetery ^site
gravid big,expectant,great,heavy,large
gravitate  ^incline,lean,run,tend
gravity sobriety ^attraction,earnestness,seriousness,sincerity
gray grey ^clothing,color,colorise,colorize,colour
graybeard  ^man,oldster
graze browse,crop,pasture,range ^eat,feed
grease  ^cover,oil
greasy oily
great outstanding ^success,winner
greatcoat overcoat ^coat
greatest sterling,superlative
greatness  ^importance
grecian greek,hellenic ^european
greed  ^desire
greedy grasping
greek grecian,hellenic ^european
green common,greenness,park ^color,colour,discolor
greenhouse  ^building,edifice
greenland  ^island
greenness  ^profusion,richness
greenroom  ^room
greens green ^vegetable
greet recognise,recognize ^accost,address,communicate,intercommunicate
grenade  ^bomb
grey gray ^author,color,colorise,colorize,colour
griddle  ^fry
grief  ^sorrow
grievance grudge,score ^allegation,bitterness,gall,rancor
grieve sorrow ^suffer
grievous dangerous,grave,serious,severe
grill  ^cook,restaurant
grille  ^opening
grim ghastly,gruesome,inexorable,macabre,relentless,sick
grimace face ^communicate,intercommunicate
grime begrime,bemire,colly,dirt,dirty,grease
grimy dingy
grin grinning,smile,smiling
grind cranch,craunch,crunch,grate,swot ^fragment
grinding  ^atom,molecule,noise,particle,speck
grinning grin,smile,smiling
grip clasp,clench,clutch,clutches,grapple,grasp
gripe beef,bellyache,bitch,crab,grouse,holler
gristmill  ^mill
grit  ^coat,surface
gritty granular
grizzle brood,stew ^pout,sulk,wig
groak  ^consider,view
groan moan ^emit,utter,utterance
grocer  ^merchant
grocery market ^marketplace
groggy dazed
groin  ^area,build,construct,make,region
grok apprehend,compass,comprehend,dig,grasp,savvy
groom bridegroom,curry,dress,prepare,train ^beautify
groove channel,rut ^depression,impression,imprint,incise
grope fumble ^assay,attempt,essay,search,seek
gross  ^clear,earn,gain,make,realise,realize
grotesque antic,fantastic,monstrous ^art
grouch crank,grumble,scold ^complain,kick,kvetch
ground anchor,earth,land,reason ^confine,constrain
grounder hopper ^hit,striking
groundless idle,unwarranted,wild
grounds evidence,yard ^field,information
groundwork base,basis,foundation ^assumption
group aggroup,grouping,radical ^abstraction,assemble,assort
grouping group ^abstraction,activity
grouse  ^fowl
grout  ^fasten,fix,plaster,secure
grove orchard,plantation ^forest,garden,wood,woods
grovel cower,crawl,creep,cringe,fawn ^bend
grow turn ^change,increase
grower  ^farmer
growing development,growth,maturation
growl growling,grumble,rumble ^cry,emit,utter
growling  ^utterance
grown adult,big,grownup
grownup adult,big,grown ^individual,mortal,person
growth development,growing,maturation ^evolution
grub bum,cadge,chuck,mooch,sponge ^fare
grubstake  ^fund,interest,stake
grudge grievance,score,stew ^bitterness,gall,rancor
gruesome ghastly,grim,macabre,sick
gruff hoarse,husky
grumble croak,gnarl,grouch,grumbling,murmur,mutter
grumbling grumble,murmur,murmuring,mutter,muttering,rumble
grunt oink ^emit,noise,utter
gruntle appease,assuage,conciliate,gentle,lenify,mollify
guam  ^island
guarantee assure,ensure,insure,secure,vouch,warrant
guard ward ^defender,follow,guardian,lineman,observe
guardian defender
guerrilla irregular ^warrior
guess conjecture,guessing,hazard,hypothesis,imagine,opine
guessing guess,shot ^approximation,estimate,idea
guesstimate  ^approximate,approximation,estimate,gauge,guess,idea
guest  ^visitor
guffaw  ^laugh,laughter
guggle babble,bubble,burble,gurgle,ripple ^sound
guidance counsel,counseling,direction ^content,management,message
guide channelise,channelize,conduct,direct,head,lead
guidepost  ^regulation,rule
guillotine  ^behead,closure,cloture,decapitate,decollate
guilt  ^compunction,condition,remorse,status
gulf disconnect ^water
gull befool,chump,cod,dupe,fool,mark
gullible green
gully  ^valley
gulp draft,draught,quaff,swig ^drink,imbibe
gulping gulp ^reflex
gum  ^apply,confection,sweet
gummy pasty,sticky
gun artillery ^arm,armament,blast,shoot,weapon
gunfire gunshot ^shooting,shot
gunman gun,gunslinger,shooter,torpedo ^murderer
gunner artilleryman ^man
gunplay  ^combat,fight,fighting,scrap
gunpowder powder ^explosive
gunshot gunfire ^shooting,shot
gunslinger gun,gunman,shooter,torpedo ^murderer
gurgle babble,bubble,burble,guggle,ripple ^sound
gush flush,rave,spirt,spout,spurt ^flow
gust blast,blow ^wind
gusto relish,zest ^enjoyment,enthusiasm
gut  ^empty
guts backbone,grit,sand ^fortitude
gutter trough ^burn,channel,glow
guttle devour,pig,raven ^eat
guttural  ^consonant
guy blackguard,cat,rib,ridicule,roast,sod
guzzle  ^drink,imbibe
gybe jib,jibe ^sail
gymnast  ^athlete
gymnastic acrobatic,athletic
gymnastics  ^athletics,sport
gynecologist  ^specialist
gyp gip ^cheat,chisel,rig,swindle
gyrate coil,spiral ^turn
gyration revolution,rotation ^turn,turning
haberdashery  ^shop,store
habilitate  ^dispose,qualify
habit use ^apparel,clothe,custom,dress,enclothe
habitat  ^environment,environs,surround,surroundings
habitual customary
habituate use ^consume,have,ingest,take
hack chop,drudge,hacker ^cut
hacker  ^golfer
hackle hatchel,heckle ^comb,feather,plume
hackneyed commonplace,stock,threadbare,timeworn,tired,trite
hackwork  ^labor,labour,toil
haemagglutinate hemagglutinate ^agglutinate
haggard cadaverous,careworn,drawn,emaciated,gaunt,pinched
haggle chaffer,higgle,huckster,wrangle ^bargain,bargaining
haiku  ^poem
hail acclaim,come,herald ^applaud,downfall
haircut  ^coif,coiffure,hairdo
hairdo coif,coiffure ^hair
hale coerce,force,pressure,squeeze,whole ^compel
halftime  ^break,intermission,interruption,pause,suspension
halfway center,middle,midway
hall foyer,hallway,lobby,vestibule ^corridor,room
hallelujah  ^praise
hallmark earmark,stylemark,trademark ^characteristic
halloo  ^call,cry,incite,outcry,prod,shout
hallow bless,consecrate,sanctify ^declare
hallowed sacred
halloween  ^day
hallucinate  ^comprehend,perceive
hallway hall ^corridor
halo glory ^light
halogen  ^group,grouping
halt arrest,check,crippled,game,hitch,hold
halter  ^hang,headgear
halve  ^divide,fraction
ham overact,overplay ^act,play,playact,roleplay
hamlet crossroads ^community
hammer cock ^beat
hamming  ^acting,playacting,playing
hamper bond,cramp,halter,handicap,hinder,shackle
hamstring  ^bedevil,crucify,dun,frustrate,rag,tendon
hand give,pass,paw,reach ^extremity,jack
handbag bag,purse ^container
handbuild coil ^forge,form,mold,mould,shape
handclasp handshaking,shake
handcolor handcolour ^color,colorise,colorize,colour,colourise
handcolour handcolor ^color,colorise,colorize,colour,colourise
handcraft handiwork ^craft,work
handcuff cuff,manacle ^bond,fetter,hamper,shackle
handicap disability,disable,impairment,incapacitate,invalid ^advantage
handicapped disabled ^people
handiwork handcraft ^work
handle care,deal,grip,hold,manage,treat
handlebar  ^bar
handling manipulation ^touch,touching
hands custody,manpower,men ^force,keeping,personnel
handshaking handclasp,shake
handsome big,giving,liberal
handspike  ^bar
handstamp rubberstamp ^seal,stamp
handwash  ^launder,wash
handwrite  ^write
handwriting hand,script ^writing
handy  ^composer
handyman  ^repairman
hang bent,knack ^endowment,fasten,fix,gift
hangout haunt,repair,resort ^area,country
hangover  ^discomfort
hanker long,yearn ^desire,want
hap happen,occur,pass ^accident,stroke
hapless miserable,pathetic,piteous,pitiable,pitiful,poor
happen bechance,befall,hap,occur,pass
happening occurrence ^event
happiness felicity ^feeling,spirit
harangue rant ^address,declamation,speak
harass beset,chevvy,chevy,chivvy,chivy,harry
harassed annoyed,pestered
harbinger announce,annunciate,forerunner,foretell,herald,predecessor
harbor entertain,harbour,haven,hold,nurse ^experience
harbour harbor,haven ^port,shelter
hard difficult
hardbake  ^confection,sweet
harden indurate ^change
hardship adversity,rigor,severity ^difficulty,misfortune
hardtack  ^biscuit,mahogany
hardware  ^arms,munition
hardworking industrious,tireless
hardy stout,sturdy ^comedian,comic
hare  ^run
harem  ^quarters
hark harken,hearken ^listen
harken hark,hearken ^listen
harlequin  ^buffoon,cloud,clown,dapple,goof,mottle
harm damage,hurt,impairment,injury ^alteration,change
harmonic  ^tone
harmonious proportionate,symmetrical
harmonise accord,agree,concord,consort,harmonize ^check
harmonize accord,agree,concord,consort,harmonise ^check
harmony  ^music
harness tackle ^attach,exploit,support,tack,tap
harp dwell ^ingeminate,iterate,reiterate,repeat,restate
harpoon  ^catch,gig,grab,lance,spear
harrow disk ^plough,plow,tiller,turn
harry beset,chevvy,chevy,chivvy,chivy,harass
harsh rough
harshen  ^alter,change,modify
harshness scratchiness ^roughness
harvard  ^university
harvest crop,glean,reap ^collect,garner,gather
hash  ^chop,dish
hasp  ^catch,fasten,fix,secure
hassle beset,bother,chevvy,chevy,chivvy,chivy
haste hurry,rush,rushing ^motion,move,movement
hasten festinate,hie,hotfoot,hurry,race,rush
hat lid ^assume,don,headgear,wear
hatch concoct,hatching ^birth
hatchel hackle,heckle ^comb
hatching hatch ^birth
hatchway opening,scuttle ^entrance,entranceway,entry
hate detest,hatred ^dislike,emotion
hated despised
hateful mean
hater  ^individual,mortal,person,someone,soul
hatred hate ^emotion
haughty disdainful,lordly,overbearing,supercilious,swaggering
haul cart,drag,draw,hale ^carry,pull
haunch  ^rump
haunt ghost,hangout,obsess,repair,resort,stalk
haunted obsessed,preoccupied
haunting persistent
have feature,hold ^individual,mortal,person,someone
haven  ^shelter
haversack backpack,knapsack ^bag
havoc  ^disturbance
haw  ^bush,emit,shrub,utter
hawaii  ^island
hawk huckster,monger,peddle,pitch,vend ^deal
hawker peddler ^vendor
hay  ^convert,fodder
hayfield meadow
haystack rick ^stack
hazard chance,fortune,guess,jeopardy,luck,peril
haze daze,fog ^aerosol,cloud,confusion,disarray
hazel  ^tree
hazy misty
head lead ^continue,direct,proceed
headache concern,vexation,worry ^ache,aching
headbutt  ^bunt,butt
headgear  ^clothing,vesture,wear
heading head ^line
headland head ^elevation
headlight  ^light
headline  ^advertise,advertize,head,heading,publicise,publicize
headlinese  ^style
headmaster master,schoolmaster ^head,principal
headquarter  ^furnish,provide,render,supply
headquarters  ^office
headsman  ^executioner
headstrong willful
heal mend ^ameliorate,better,improve,meliorate
healer therapist ^expert
healing remedial,therapeutic ^activity
health  ^upbeat,welfare
heap agglomerate,batch,cumulus,deal,flock,lot
hear discover,learn,see ^comprehend,perceive
hearer listener ^observer
hearing audience ^chance,opportunity,proceeding,proceedings
hearken hark,harken ^listen
heart bosom,pump ^hunch,intuition,suspicion
heartbeat beat,pulsation,pulse
hearten cheer,embolden,recreate ^encourage
hearth fireplace,fireside ^abode,domicile,dwelling,home
heat hotness ^alter,change,energy,modify,temperature
heater  ^device
heating warming
heave heaving ^emit,rise,rising,throw,utter
heaven nirvana,paradise ^part,region
heavenly celestial
heavens sphere ^surface
heaver  ^bar
heaviness  ^weight
heaving heave ^rise,rising
heavy  ^actor,player
hebraic hebrew
hebrew hebraic
heckle hackle,hatchel ^comb
hectic feverish
hectograph  ^copy
hector ballyrag,browbeat,bully,bullyrag ^intimidate
hedge circumvent,dodge,duck,elude,evade,fudge
hedgehop  ^aviate,fly,pilot
hedonism  ^ethics,morality,morals
heed listen,mind,regard ^attention,obey
heedless unheeding
heel list ^angle,bottom,lean,slant,tilt
heft heave ^heaviness,lift
hefty muscular,powerful,sinewy
hegel  ^philosopher
hegelian  ^follower
height elevation,peak,pinnacle,summit,superlative,top
heighten rise ^increase
heights high ^place,spot
heir  ^receiver,recipient
heist burglarise,burglarize,burgle ^rip,robbery,steal
heliograph  ^apparatus,setup,sign,signal,signalise,signalize
helium  ^element
hell  ^part,region
hellenic greek
hellion devil
hello  ^greeting
helm  ^channelise,channelize,direct,guide,head,leadership
help aid,assist,assistance,assistant,helper,supporter
helper assistant,help,supporter ^worker
helpless lost
helplessness weakness ^impotence,impotency
hem  ^edge,sew,stitch
hemagglutinate haemagglutinate ^agglutinate
hemorrhage bleed ^discharge,eject,exhaust,expel,harm
hemorrhoid  ^symptom
hemosiderin  ^pigment
hemstitch  ^sew,stitch
hen  ^bird,chicken
henna  ^tinct,tinge,tint,touch
henpecked dominated
herald acclaim,announce,annunciate,foretell,hail,harbinger
herculean powerful
herd crowd ^displace,move
here  ^location
heretic  ^outcast
heritage inheritance ^attribute,practice
hermeneutics  ^divinity,theology
hero  ^character,leader,part,persona,role
heroic epic
heroics  ^acting,playacting,playing
heroine  ^character,part,persona,role
heroism gallantry,valor ^bravery,courage
herringbone  ^cloth,fabric,material,textile
hesitate pause,waffle,waver ^delay
hesitation hesitancy ^indecision,irresolution,unwillingness
heterodyne  ^combine,compound
hew  ^carve
hex bewitch,curse,enchant,glamour,jinx,witch
hexameter  ^verse
heyday bloom,blossom,flower,flush,peak,prime
hibachi  ^grill
hibernate  ^kip,sleep,slumber
hiccough hiccup ^breathe,reflex,respire,suspire,symptom
hiccup hiccough ^breathe,reflex,respire,suspire,symptom
hidden concealed
hide conceal,fell,pelt,skin
hideaway hideout
hideous horrid,outrageous,repulsive
hideout hideaway
hiding  ^activity
hie hasten,hotfoot,race,rush,speed ^locomote
hierarchy  ^organization,series
higgle chaffer,haggle,huckster ^bargain,dicker
high  ^degree,grade,level
highjack commandeer,hijack,pirate ^crime,seize
highlight foreground,spotlight ^detail,item,particular
highroad  ^highway
highschool high
hightail  ^flee,fly
highway  ^road,route
highwayman hijacker
hijack commandeer,highjack,pirate ^crime,seize
hijacker highwayman
hike boost,tramp ^elevate,lift,raise,walk
hilarious screaming
hilarity glee ^gaiety,merriment
hill mound ^construction,elevation,forge,form,mold
hillbilly bushwhacker ^rustic
hillock knoll,mound ^hill
hillside  ^incline,side,slope
hilt  ^grip,handle,hold
hilum  ^fissure
hinder back,block,blockade,embarrass,impede,obstruct
hinge  ^attach,joint
hint breath,clue,suggest ^convey,indication,proffer
hip pelvis ^girdle
hipline  ^line
hire charter,employ,engage,lease,rent ^contract
hiss fizzle,hissing,sibilate,siss,sizz ^emit
hissing fizzle,hiss ^noise
historian  ^scholar,student
history account,chronicle,story ^past,record,yesteryear
histrionics representation,theatrical ^performance
hit strike,striking ^effort,exploit,feat,impel
hitch catch,gimp,hobble,limp,tour ^attach
hitchhike hitch,thumb ^ride
hitler  ^nazi
hitter batter,slugger ^ballplayer
hive beehive ^multitude,receptacle,store,throng
hoard cache,stash ^fund,save,stock,store
hoarse gruff,husky
hoax fraud,humbug ^chicane,cozen,deceive,delude
hob  ^cut
hobble fetter,gimp,hitch,limp ^bond,hamper
hobby pursuit,sideline ^interest,pastime
hobnail  ^furnish,nail,provide,render,supply
hobnob  ^socialise,socialize
hock pawn,soak ^charge,consign
hodgepodge  ^assortment,mixture,motley,potpourri,variety
hoe  ^till,tool
hog pig ^grab,snaffle
hoist lift,wind ^elevate,raise
hokan  ^indian
hold appreciation,clasp,clench,clutch,clutches,grasp
holding keeping,retention ^ownership,possession
holdup heist ^robbery
hole  ^gap,hit,opening
holiday vacation ^day,leisure,pass,spend
holler bellow,call,cry,hollering,hollo,roar
hollering bellow,holler,hollo,roar,roaring,yowl
hollo bellow,holler,hollering,roar,roaring,yowl
hollow dig,excavate,holler ^cavity,remove,take
hollowness  ^emptiness
holmes  ^character
holocaust  ^destruction
holster  ^sheath
holystone  ^scour,scrub
home abode,domicile,dwelling,place ^domiciliate,house
homebound  ^people
homefolk  ^family,folk,sept
homeland motherland ^country,land,state
homely plain
homer  ^hit,poet,safety,score,tally
homestead  ^land,settle
homesteader  ^settler
hometown  ^town
homicide  ^kill,killing
homogenate  ^material,stuff
homogeneity  ^uniformity
homogenise homogenize ^turn
homogenize homogenise ^equal,equalise,equalize,equate,match
homologise homologize ^equal,equalise,equalize,equate,match
homologize  ^agree,check,correspond,fit,gibe,jibe
homosexual gay ^individual,mortal,person,someone,soul
hone  ^sharpen
honest honorable
honesty  ^righteousness
honey beloved,dear,love ^dulcify,dulcorate,edulcorate
honeybee  ^bee
honeycomb  ^construction,fret,structure
honeymoon  ^holiday,vacation
honeysuckle  ^bush,shrub
honk beep,blare,claxon,toot ^cry,sound
honkytonk dive ^club,nightclub
honolulu  ^port
honor award,honour,laurels,observe,respect,reward
honorable honest
honour award,honor,laurels,reward ^recognise,recognize
hood punk,tough ^cover,criminal,crook,felon
hoodoo  ^column,pillar,tower
hoodwink beguile,juggle ^cheat,chisel
hoof foot ^walk
hook fleece,gazump,overcharge,pluck,plume,rob
hooked dependent
hookup  ^connection,connective
hoop ring ^band,encircle,frame,gird
hoot  ^call,cry,emit,outcry,shout,utter
hoover vacuum ^clean
hop skip ^bound,jump,leap,move,spring
hope desire,trust ^anticipation,expectancy,feeling,want
hopeful aspirant,bright,promising ^applicant
hopper  ^receptacle
hopple hobble ^strap
horde host,legion ^multitude,throng
horizon view ^compass,line,orbit,range,reach
horizontal  ^orientation
hormone  ^secretion
horn tusk ^noisemaker,pierce,process,thrust
hornswoggle bunco,con,defraud,diddle,goldbrick,mulct
horoscope  ^forecasting,prediction
horrible frightful,horrifying,ugly
horrify alarm,appal,appall,dismay ^affright,fright
horrifying frightful,horrible,ugly
horripilate  ^experience,get,have,receive
horror  ^fear,fright,thing
horse  ^cater,ply,provide,supply
horselaugh  ^laugh,laughter
horseman  ^rider
horsemanship  ^accomplishment,acquisition,attainment,skill
horseshoe  ^equip,fit,outfit
horsewhip  ^flog,lash,lather,slash,strap,trounce
hose  ^irrigate,water
hospital infirmary
hospitalise hospitalize ^charge,commit,institutionalise,institutionalize,send
hospitality  ^welcome
hospitalize hospitalise ^charge,commit,institutionalise,institutionalize,send
host horde,legion ^adult,entertain,grownup,multitude
hostelry inn,lodge ^hotel
hostess  ^host
hostile  ^soldiery,troops
hotel  ^building,edifice
hotelman  ^administrator
hotfoot hasten,hie,race,rush,speed ^locomote
hotness heat ^temperature
hotshot ace,adept,champion,genius,sensation,star
hound blackguard,dog,heel,hunt,trace ^chase
hour  ^time
hours  ^period
house domiciliate,firm ^abode,accommodate,admit,building
housebreak  ^develop,educate,prepare,train
housebreaker  ^burglar
housebreaking  ^burglary
houseclean clean ^neaten,straighten,tidy
household family,home,house ^unit
householder  ^owner
housekeep  ^hold,keep,maintain
housekeeping housework ^work
housewife  ^wife
housework housekeeping ^work
housing lodging ^construction,structure
houston  ^city,metropolis,port
hover linger,oscillate,vacillate,vibrate ^hesitate,waffle
howl howling,roar,ululate,wail,yaup,yawl
howling fantastic,grand,howl,marvelous,rattling,terrific
hub  ^part,portion
hubbub uproar ^noise
hubris  ^arrogance
huckster hawk,monger,peddle,pitch,vend ^deal
huddle cower,powwow ^bend,bow,clump,cluster
hudson  ^river
hue  ^alter,change,modify
huff miff,snort ^annoyance,inhale,inspire,irritation
hug bosom,clinch,embrace,squeeze ^adjoin,clasp
huge immense,vast
hugging kissing,petting ^arousal,stimulation
hulk giant,loom,predominate,tower,whale ^lift
hull  ^husk,remove,take,withdraw
hum  ^action,activity,sing
human man
humane humanist,humanistic
humanise humanize ^alter,change,modify
humanism  ^doctrine,ism,philosophy
humanist humanistic ^scholar,student
humanistic humanist
humanitarian humanist,humanistic ^helper
humanity manhood ^quality
humanize humanise ^alter,change,modify
humble abase,chagrin,humiliate,low,lowly,modest
humbug drool,twaddle ^bunk,cozen,deceive,delude
humidify moisturise,moisturize ^dampen,moisten,wash
humidity  ^wetness
humify  ^convert
humiliate abase,chagrin,humble,mortify ^bruise,hurt
humiliation chagrin,mortification ^disgrace,embarrassment,shame
humility  ^feeling,trait
humming hum ^noise,singing
humor humour,wit ^content,fun,gratify,indulge
humorist  ^entertainer
humour humor,mood,temper ^feeling,gratify,indulge
hump bulge,bump,hunch,jut,prominence,protuberance
hunch hump,intuition,suspicion ^belief,feeling,impression
hundred century
hungarian  ^european
hunger thirst ^ache,desire,drive,hurt,smart
hungry thirsty
hunker crouch,scrunch,squat ^sit
hunt hound,run,trace ^capture,catch,chase
hunting hunt,search ^activity
hurdle  ^barrier,overleap,vault
hurl cast,hurtle,lunge,thrust ^move,throw
hurler pitcher,twirler ^ballplayer
hurrah  ^call,cheer,cry,holler,hollo,scream
hurry festinate,haste,hasten,rush,speed,zip
hurrying scurrying,speed ^motion,move,movement
hurt ache,distress,harm,injury,smart,suffering
hurtle hurl,lunge,thrust ^locomote,move,travel
husband conserve,economise,economize ^mate,partner,preserve
husbandry agriculture,farming ^cultivation
hush quieten,silence,still,stillness ^change,conquer
husk chaff,shell,shuck,stalk,straw ^remove
husky beefy,burly,gruff,hoarse
hustle bunco,bustle,con,sting ^cheat,displace
hut shack,shanty ^shelter
hutment  ^bivouac,camp,encampment
hyalinization  ^condition,status
hybridise cross,crossbreed,hybridize,interbreed ^breed
hybridize cross,crossbreed,hybridise,interbreed ^breed
hydrate  ^compound,furnish,provide,render,supply
hydrochloride  ^complex
hydrogen  ^element,gas
hydrogenate  ^alter,change,modify
hydrolise hydrolize ^affect,impact,touch
hydrolize hydrolise ^affect,impact,touch
hydrolyse hydrolyze ^change
hydrolyze hydrolyse ^change
hydroplane seaplane ^airplane,aviate,fly,pilot,plane
hydroxide  ^compound
hygienise hygienize,sanitise,sanitize ^clean
hygienize hygienise,sanitise,sanitize ^clean
hymn  ^sing
hype ballyhoo,plug ^air,bare,packaging,promotion
hyperbolic inflated
hyperbolise amplify,exaggerate,hyperbolize,magnify,overdraw,overstate
hyperbolize amplify,exaggerate,hyperbolise,magnify,overdraw,overstate
hyperemia  ^congestion
hyperextend  ^exsert,extend
hypertrophy  ^grow
hypervelocity  ^speed,velocity
hyperventilate  ^treat
hyphen dash,hyphenate ^spell,write
hyphenate hyphen ^spell,write
hypnotise hypnotize,mesmerise,mesmerize ^calm,sedate,tranquilize
hypnotize hypnotise,mesmerise,mesmerize ^calm,sedate,tranquilize
hypocrisy  ^hollowness,pretence,pretense
hypocrite phony ^cheat,slicker
hypophysectomise hypophysectomize ^remove,take,withdraw
hypophysectomize hypophysectomise ^remove,take,withdraw
hypostatise hypostatize ^reify
hypostatize hypostatise ^reify
hypothecate  ^pledge
hypothesis possibility,theory ^concept,conception,construct,proposal
hypothesise conjecture,hypothecate,hypothesize,speculate,suppose,theorise
hypothesize conjecture,hypothecate,hypothesise,speculate,suppose,theorise
hypothetical supposed ^hypothesis,possibility,theory
hysteria craze,delirium,frenzy,fury ^fear,fright
ice frost ^cover,crystal,object
icebox refrigerator
iceland  ^island
icelandic  ^scandinavian
icicle  ^ice
icy arctic,frigid,frozen,polar,wintry
idea mind,thought ^aim,content,design,intent
ideal paragon,saint ^idea,model,thought
idealise idealize ^consider,reckon,regard,see,view
idealist dreamer
idealization  ^admiration,appreciation
idealize idealise ^consider,reckon,regard,see,view
ideate envisage,imagine
identical indistinguishable,very
identification designation ^determination,evidence,finding
identify name,place ^denote,determine,refer,set
identity individuality ^identification,personality,recognition
ideologist  ^advocate,proponent
ideology  ^orientation
idiom accent,dialect,parlance ^expression,formulation
idiosyncrasy foible ^peculiarity,specialty
idiot imbecile,retard ^simple
idle groundless,laze,slug,stagnate,unwarranted,wild
idler bum
idol god ^image,lead,principal,star
idolise idolize,revere,worship ^adore
idolize idolise,revere,worship ^adore
ignite combust,conflagrate,erupt,light ^burn,turn
ignorance  ^content
ignorant illiterate
ignore cut,discount,dismiss,disregard,snub ^handle
iliad  ^epic
ilk like ^form,kind,sort,variety
ill ailment,complaint,sick ^disorder,upset
illegalise criminalise,criminalize,illegalize,outlaw ^disallow,forbid
illegalize criminalise,criminalize,illegalise,outlaw ^disallow,forbid
illegitimacy  ^position,status
illegitimate bastard,illicit,outlaw,unlawful ^issue,offspring
illiterate ignorant ^ignoramus
illness malady,sickness
illume illuminate,illumine,light ^lighten
illuminate clear,crystalise,crystalize,crystallise,crystallize,elucidate
illumination light ^condition,state,status
illumine illume,illuminate,light ^lighten
illusion fancy,fantasy,phantasy,semblance ^appearance,misconception
illustrate exemplify,instance ^depict,dilate,elaborate,enlarge
illustration  ^art,demo,demonstration
illustrator  ^artist
illustrious famed,famous,notable,noted
image persona ^appearance,representation,visualise,visualize
imagery imagination,imaging
imaginary fanciful ^number
imagination imagery,imaging,vision ^creativeness,creativity
imaginative inventive
imagine envisage,guess,ideate,opine,reckon,suppose
imaging imagery,imagination
imbalance instability,unbalance
imbecile idiot,idiotic,retard ^simple
imbed embed,engraft,implant,plant ^enter,infix
imbibe absorb,draw,suck
imbricate  ^lay,place,pose,position,put,set
imbrue drench ^impregnate,saturate
imbue diffuse,interpenetrate,penetrate,permeate,pervade,riddle
imitate copy,simulate ^reproduce,resemble
imitation fake,false,simulated ^copy,doctrine,ism
immaculate spic,spotless
immaterialise immaterialize,unsubstantialise,unsubstantialize ^alter,change,modify
immaterialize immaterialise,unsubstantialise,unsubstantialize ^alter,change,modify
immediacy  ^intuition
immediate contiguous
immense huge,vast
immensity greatness
immerse absorb,engross,engulf,plunge,steep ^center
immigrate  ^migrate,transmigrate
immigration  ^migration
imminence  ^state
imminent impending
immingle blend,intermingle,intermix ^amalgamate,commix,mingle
immix blend,coalesce,combine,commingle,conflate,flux
immobilise immobilize ^withhold
immobility  ^stillness
immobilize immobilise ^withhold
immolate  ^sacrifice
immoral base
immortal  ^celebrity
immortalise commemorate,immortalize,memorialise,memorialize ^remind
immortality  ^permanence
immortalize commemorate,immortalise,memorialise,memorialize ^remind
immunise immunize ^protect
immunity  ^condition,status
immunize immunise ^protect
immure gaol,imprison,incarcerate,jail,jug,lag
imp hob,pixie ^fairy
impact wallop ^consequence,contact,effect,event,force
impair deflower,mar,spoil,vitiate ^damage
impairment damage,harm ^alteration,change,modification
impale empale,spike,transfix ^pierce,thrust
impanel empanel ^list
impart add,bestow,bring,contribute,give,leave
impasse deadlock,stalemate,standstill ^situation
impassioned ardent,fervent,fiery
impatience restlessness ^annoyance,fidget,irritation,vexation
impeach  ^challenge
impeccable immaculate
impede block,hinder,jam,obstruct,obturate,occlude
impel force ^cause,make
impelled driven
impending imminent
imperative  ^mode,mood
imperfect frail,progressive,weak ^tense
imperial  ^beard,whiskers
imperil endanger,jeopardise,jeopardize,menace,peril,threaten
impersonal neutral
impersonate portray ^act,play,represent
impetus drift ^force
impinge encroach,entrench,trench ^trespass
impinging contact,striking ^happening,occurrence
implant embed,engraft,imbed,plant ^enter,infix
implement apply,enforce ^compel,employ,instrumentality,instrumentation
implementation execution ^act,deed,enforcement
implicate  ^affect,involve,regard
implicated concerned
implication deduction,import,significance ^inference,meaning,substance
implike arch,mischievous,puckish,wicked
implode  ^break,collapse,founder,give
implore beg,pray ^plead
imply connote ^evince,express,show
import importation ^alien,commodity,foreigner,good,merchandise
importance  ^standing,value
important significant
importation  ^commerce,commercialism
importune insist ^beg,implore,pray
importunity urgency,urging
impose constrain,enforce,inflict,visit ^communicate,compel
imposing baronial,noble,stately
imposition infliction ^enforcement
impossible inconceivable,unimaginable
impotence impotency ^quality
impotency impotence ^quality
impound attach,confiscate,seize,sequester ^take
impoverish  ^deprive
imprecate anathemise,anathemize,bedamn,beshrew,curse,damn
imprecation malediction ^condemnation,curse
impregnable secure,strong
impregnate infuse,instill,tincture ^fill
impress affect,move,strike ^seizure
impression belief,effect,feeling,notion,opinion ^appearance
impressionist  ^painter
imprimatur countenance,sanction,warrant ^approval
imprint form ^influence,work
imprison gaol,immure,incarcerate,jail,jug,lag
imprisonment  ^penalty,punishment
improbable unlikely
impromptu  ^address,speech
impropriety  ^behavior,conduct,demeanor
improve ameliorate,amend,better,meliorate ^alter,change
improvement advance,betterment ^shift,transformation,transmutation
improvise extemporise,extemporize,improvize ^execute,perform
improvised makeshift
improvize extemporise,extemporize,improvise ^execute,perform
impudent flip,fresh,insolent,smart,wise
impugn  ^challenge
impulse urge,whim ^desire,motivation,motive,need
impunity  ^exemption,freedom
impurity dross ^condition,status,waste
impute ascribe,assign,attribute ^evaluate,judge
inability  ^knowledge
inaccuracy  ^quality
inaction  ^state
inactivate demobilise,demobilize ^discharge
inadequacy deficiency ^amount
inadvertence  ^omission
inaugural first,initiative,maiden ^address,speech
inaugurate  ^commence,start
inauguration startup ^beginning,start
incandesce  ^alter,change,modify
incantation  ^charm,spell
incapacitate disable,disenable ^alter,change,modify
incarcerate gaol,immure,imprison,jail,jug,lag
incarnadine  ^color,colorise,colorize,colour,colourise,colourize
incarnate corporal,corporate ^actualise,actualize,realise,realize
incarnation embodiment ^creed,gospel,personification
incase case,encase ^enclose,inclose
incense cense,thurify ^compound,odorize,odourise,scent
incensed indignant,outraged
incentive bonus,inducement ^payment
inception origin ^beginning
incertain uncertain
inch edge ^advance,progress
incidence  ^frequency
incident  ^happening,occurrence
incidental incident ^expense
incipience incipiency ^beginning,first,kickoff,offset,outset
incipiency incipience ^beginning,first,kickoff,offset,outset
incise  ^cut
incisive acute,discriminating,keen,knifelike,penetrating,sharp
incite actuate,instigate,motivate,move,prompt,propel
incitement provocation ^arousal,encouragement,rousing
inclination disposition,tendency ^angle,attitude
incline lean,ramp,run,side,slope,tend
inclose enclose ^border,environ,ring,skirt,surround
include  ^consider,reckon,regard,see,view
incoming entrance,entry ^arrival
incommode bother,discommode,disoblige,inconvenience,trouble ^affect
incompatibility repugnance
incompetence  ^inability
incompetent unqualified
incomprehensible inexplicable
inconceivable impossible,unimaginable
inconvenience bother,discommode,disoblige,incommode,trouble,worriment
incorporate comprise,contain,integrate,integrated,unified ^combine
incorporation  ^consolidation,integration
incorrect wrong
incorruptibility  ^honesty
increase addition,gain ^alter,alteration,change,modification
incredible unbelievable
incriminate imply,inculpate ^evoke,suggest
incrust beset,encrust ^adorn,beautify,decorate,embellish
incubate brood,cover,hatch ^develop,multiply,procreate
incubation  ^aid,attention,care,tending
incubus  ^demon,devil,fiend
inculcate infuse,instill ^drill
inculpate imply,incriminate ^evoke,suggest
incur  ^subject
incurable  ^sufferer
incursion  ^entrance,entry,incoming
incurvate  ^bend,flex
indecent untoward
indecision irresolution ^doubt,uncertainty
indefatigable tireless
indefensible untenable
indefinity  ^uncertainty
indemnify  ^cover,insure,underwrite
indent  ^arrange,format,order
indentation indenture
indenture indent,indentation ^bind,hold,obligate,oblige
independence  ^freedom,triumph,victory
independent sovereign ^individualist
indescribable indefinable,ineffable,unspeakable,untellable
index indicator ^fact,list,scale
indexing  ^assortment,classification
indicate bespeak,betoken,designate,point,show,signal
indication  ^communication
indicator index ^fact,sign,signal,signaling
indict  ^accuse,charge
indictment  ^accusation,instrument
indifference  ^unconcern
indigestion  ^symptom
indignant incensed,outraged
indignation outrage ^anger
indignity  ^affront,insult
indirection  ^procedure,process
indispensable essential
indispose disincline ^determine,influence,mold,regulate,shape
indistinguishable identical
indite compose,pen,write
individual mortal,person,single,someone,soul ^being
individualise individualize ^differentiate,distinguish,secern,secernate,separate
individualism individuality ^belief,trait
individualist individualistic ^individual,mortal,person,someone,soul
individualistic individualist
individuality individualism ^trait
individualize individualise ^differentiate,distinguish,secern,secernate,separate
individualized personalized
individuate  ^characterise,characterize
indoctrinate  ^instruct,learn,teach
indolence  ^inertia
indolent lazy
indonesia  ^country,land,state
indorse back,endorse,support ^approve,okay,sanction
induce cause,get,have,make,stimulate ^generate
inducement incentive
induct invest,seat ^instal,install
induction initiation,installation ^ceremony,observance
indue empower,endow,endue,gift,invest ^enable
indulge gratify,pander ^cater,ply,provide,supply
indulgent soft
indurate callous ^change
industrialise industrialize ^alter,change,modify
industrialism  ^economy
industrialization  ^industry,manufacture
industrialize industrialise ^alter,change,modify
industrious hardworking,tireless
industry manufacture ^business
indwell  ^exist
inebriate beatify,drunk,drunkard,exalt,exhilarate,thrill
ineffable indefinable,indescribable,unspeakable,untellable
inept awkward,clumsy,cumbersome
inequality  ^difference
inert indifferent,neutral
inertia  ^trait
inescapable unavoidable
inevitability  ^certainty
inevitable  ^destiny,fate
inexhaustible unlimited
inexorable adamant,grim,relentless,stern
inexpensive cheap
inexperience  ^ignorance
inexplicable incomprehensible
infamous notorious
infant babe,baby ^child,kid
infantile childish
infantry foot
infantryman  ^soldier
infatuate  ^arouse,elicit,enkindle,evoke,fire,kindle
infatuation  ^passion
infect taint ^contaminate,foul,give,pollute
infectious infective
infective pathogenic
infer deduce,deduct,derive,extrapolate,generalise,generalize
inference  ^reasoning
inferior  ^follower
inferiority  ^caliber,calibre,quality
infernal fiendish,satanic,unholy ^deceased,decedent
infertile unfertile
infest overrun ^invade,occupy
infidelity  ^quality
infield diamond ^parcel,tract
infielder  ^fielder
infiltrate penetrate ^filter,join,percolate,permeate
infiltration  ^incursion,penetration
infinite space ^attribute
infinitive  ^verb
infirmary hospital
infirmity debility,feebleness ^softness
infix enter,insert,introduce ^affix,attach
inflame  ^aggravate,exacerbate,exasperate,worsen
inflamed ablaze
inflate amplify,expand ^increase
inflated hyperbolic
inflect  ^modify
inflection prosody ^delivery,speech
inflict impose,visit ^communicate,intercommunicate
infliction imposition ^enforcement,misconduct,wrongdoing
inflow influx ^flow
influence determine,mold,regulate,shape,work ^affect
influx inflow ^flow
inform  ^alter,change,communicate,intercommunicate,modify
informal loose
informant source
information  ^content,knowledge,message,substance
infract breach,break,offend,transgress,violate ^disrespect
infrared  ^frequency
infringe conflict,contravene ^breach,break,infract,offend
infuriate exasperate,incense ^anger
infuriating exasperating,maddening
infuscate  ^discolor
infuse inculcate,instill ^drill
ingeminate iterate,reiterate,repeat,restate,retell ^tell
ingest absorb,assimilate,consume,have,take ^acquire
inglorious black,shameful
ingraft engraft,graft ^conjoin,join
ingrain grain ^penetrate,perforate
ingratiate  ^control,manipulate
ingratitude  ^feeling
ingredient component,constituent,element,factor ^division,part
ingroup camp,clique,pack ^band,circle,lot
ingurgitate binge,englut,engorge,glut,gorge,gormandise
inhabit dwell,live,populate
inhabitant dweller ^individual,mortal,person,someone,soul
inhalation aspiration,inspiration,intake ^breath
inhale  ^smoke
inhere  ^belong
inherent integral
inherit  ^acquire,get
inheritance heritage ^acquisition
inhibit  ^forbid,foreclose,forestall,preclude,prevent
inhibition  ^control,restraint
inhibitory repressive
inhuman cold
inhume bury,entomb,inter ^lay,repose
initial  ^letter,sign
initialise initialize ^determine,set
initialize initialise ^determine,set
initiate beginner,originate,pioneer,start ^cause,create
initiation creation,foundation,founding,induction,innovation,installation
initiative enterprise,first,inaugural,maiden,opening ^beginning
inject shoot ^add,administer,dispense
injection  ^introduction
injure wound ^hurt
injury harm,hurt ^accident
injustice  ^misconduct,wrongdoing
ink  ^liquid,sign
inkling glimmer ^suggestion
inlay  ^adorn,beautify,decorate,embellish,filling,grace
inlet recess ^water
inmarry  ^conjoin,espouse,marry,wed
inmate  ^occupant,patient,resident
inn hostelry,lodge ^hotel
inner interior,internal
innervate  ^furnish,provide,render,supply
inning frame ^division,part,section
innocence naturalness
innocent  ^individual,mortal,person,someone,soul
innovate introduce ^initiate,pioneer
innovation conception,design,invention ^creation,creativeness,creativity
innumerable countless,infinite,multitudinous,myriad,unnumbered
inoculate  ^inform
inoculation vaccination
inosculate anastomose ^conjoin,join
input  ^enter,infix,insert,introduce,sign,signal
inquest  ^inquiry
inquire ask,enquire,wonder ^communicate,intercommunicate,query
inquiring questioning ^request
inquiry interrogation,query,question,research ^inquiring,questioning
inquisitive questioning,speculative
inquisitor  ^questioner
inroad  ^encroachment,intrusion,trespass,violation
insane mad
inscribe engrave,grave,scratch ^carve
inscription lettering ^writing
inscrutable cryptic,deep,mysterious
inseminate sow ^seed
insert enclose,enter,inclose,infix,introduce ^attach
inset  ^enclose,image,inclose,insert,introduce,picture
inside interior ^part,region,surface
insight penetration ^perception,sensibility
insinuate  ^introduce
insinuation  ^implication
insist importune ^beg,implore,pray
insistence  ^demand
insistent instant,repetitive
insolate solarise,solarize,sun ^expose
insolence crust,freshness,gall ^rudeness
insolent audacious,brassy,brazen,flip,impudent
insouciance  ^cheerfulness
inspan  ^harness,tackle,yoke
inspect visit ^examine,see
inspection review ^examination,scrutiny
inspector  ^officer,policeman
inspiration  ^idea,product,production,thought
inspire animate,enliven,exalt,invigorate ^excite,occasion
inspired divine
inspirit spirit ^animate,enliven,invigorate,liven
inspissate thicken
instability  ^disorder
instal install ^lay,place,pose,position,put
install instal ^lay,place,pose,position,put
installation facility,installment ^artifact,beginning,start
installment  ^payment
instance case,example,exemplify,illustrate,illustration,representative
instancy immediacy ^celerity,quickness,rapidity
instant flash,heartbeat,instantaneous,minute,moment,second
instantaneous instant
instantiate  ^represent
instigate incite ^provoke,stimulate
instil instill ^enter,infix,insert,introduce
instill transfuse ^add,bestow,bring,contribute,impart
instillation  ^introduction
instinct replete ^aptitude
institute bring,constitute,establish,found,plant ^association
institution establishment ^organization
institutionalise charge,commit,institutionalize,send ^transfer
institutionalize charge,commit,institutionalise,send ^transfer
instruct learn,teach ^enjoin,inform,order,say
instruction direction,education,teaching ^activity,content,message
instructions  ^manual
instructor teacher ^educator
instrument tool ^agency,device,equip,fit,means
instrumentalist musician,player ^performer
instrumentality  ^unit,usefulness,utility
instrumentate instrument ^compose,write
instrumentation instrumentality ^artifact,implementation
insubordination  ^defiance
insubstantial unreal
insufficient deficient
insufflate  ^administer
insularity detachment,insulation ^isolation
insulate isolate ^alter,change,discriminate,modify,separate
insulation detachment,insularity ^isolation
insulin  ^hormone
insult abuse,affront,diss ^bruise,disrespect,hurt
insuperable insurmountable
insurance policy ^contract,protection,security
insure ascertain,assure,check,control,ensure,guarantee
insured  ^individual,mortal,person,someone,soul
insurrection rebellion,revolt,rising,uprising ^battle,conflict
intact entire,integral,inviolate
intake consumption,uptake ^activity
integer  ^number
integral entire,inherent,intact ^calculation,computation,figuring
integrate desegregate,incorporate,mix ^combine,compound
integrated incorporate,unified
integrating integration
integration consolidation,integrating ^combination,compounding
integrity unity ^honesty,state
intellect mind,reason,understanding ^faculty,intelligence
intellectual intellect,rational ^individual,mortal,person,someone
intelligence  ^ability,power
intelligible understandable
intend designate,destine,mean,specify,think ^plan
intensification  ^increase
intensify compound,deepen,escalate,heighten ^increase
intensity strength ^degree,grade,level,magnitude
intensive  ^modifier
intent absorbed,aim,captive,design,engrossed,intention
intention aim,design,intent,purpose ^end,goal
intentional deliberate,knowing
intentness  ^assiduity,concentration
inter bury,entomb,inhume ^lay,repose
interact  ^act,move
interaction  ^action
interbreed cross,crossbreed,hybridise,hybridize ^breed
intercalate  ^add
intercede arbitrate,intermediate,liaise,mediate ^negociate,negotiate
intercept stop ^catch,grab,point
interceptor  ^fighter
interchange exchange,replace,substitute ^alter,change,interaction
intercommunicate  ^complect,interconnect,interlink
interconnect complect,interlink ^connect,join,link,unite
interconnectedness  ^connection,link
interdepend  ^connect,link,tie
interdependence mutuality
interdict  ^censure,destroy,destruct
interest concern,involvement,occupy,sake,worry ^arouse
interested concerned
interface  ^surface
interfere interpose,intervene ^hinder,impede,interact
interference intervention ^act,deed
interfering busy,meddling
interim lag ^interval
interior inside ^part,region
interiorise interiorize,internalise,internalize ^ascribe,assign,attribute
interiorize interiorise,internalise,internalize ^ascribe,assign,attribute
interject inject,interpose ^disrupt,interrupt
interlace enlace,entwine,intertwine,lace,twine ^distort
interlard intersperse ^enclose,inclose,insert,introduce
interlayer  ^bed,layer
interleave  ^furnish,provide,render,supply
interlink complect,interconnect ^connect,join,link,unite
interlock mesh ^coordinate,device,organise,organize
interlocking engagement,interwoven,mesh ^contact,impinging,striking
interlope  ^interfere,interpose,intervene
interlude  ^interval,perform
intermarriage  ^marriage,matrimony,union
intermarry  ^conjoin,espouse,marry,wed
intermediate arbitrate,average,intercede,liaise,mediate,medium
interminable endless,eternal
intermingle blend,immingle,intermix ^amalgamate,commix,mingle
intermission  ^pause
intermit break,pause ^disrupt,interrupt
intermix blend,immingle,intermingle ^amalgamate,commix,mingle
intern interne ^confine,detain,doctor,physician
internalise interiorise,interiorize,internalize ^ascribe,assign,attribute
internalize interiorise,interiorize,internalise ^ascribe,assign,attribute
international external,outside ^socialism
internationalise internationalize ^command,control
internationalize internationalise ^command,control
interne intern ^doctor,physician
interpellate  ^query,question
interpenetrate permeate ^penetrate,perforate
interplay  ^interaction
interpolate extrapolate ^calculate,cipher,compute,cypher,figure
interpose  ^introduce
interposition  ^break,disruption,gap,interruption
interpret construe,rede,see ^explain,explicate,understand
interpretation reading,rendering,rendition,version ^performance,representation
interpreter  ^individual,intermediary,mortal,person,someone,soul
interpreting interpretation,rendering,rendition ^explanation
interrelate relate
interrelation interrelationship ^relation
interrelationship interrelation ^relation
interrogate  ^air,beam,broadcast,send,transmit
interrogation interrogative,question ^sentence
interrogative interrogation,question ^sentence
interrupt disrupt,disturb ^act,break,discontinue,move
interruption break,disruption,gap ^delay,happening,holdup
intersect cross ^encounter,meet,see
intersecting decussate
intersection crossing,crossroad ^junction,point
intersperse  ^lay,place,pose,position,put,set
interstate  ^highway
interstratify  ^stratify
intertwine enlace,entwine,interlace,lace,twine ^distort
interval  ^amount,measure,quantity,set
intervene interfere,interpose ^interact
intervention  ^engagement,involvement,participation
interview audience,consultation,question ^conference,converse,discourse
interviewer  ^questioner
interweave weave ^distort,twine,twist
interwoven interlocking
intima  ^membrane
intimacy familiarity ^friendliness
intimate adumbrate,confidant,insinuate,private,suggest ^friend
intimidate  ^affright,discourage,fright,frighten,scare
intimidation  ^aggression
intolerance  ^impatience
intonate intone ^judge,label,pronounce
intonation modulation ^inflection,prosody
intone cantillate,chant,intonate,tone ^mouth,sing
intoxicate elate,uplift ^excite,shake,stimulate,stir
intransigence  ^stubbornness
intransitivise detransitivise,detransitivize,intransitivize ^alter,change,modify
intransitivize detransitivise,detransitivize,intransitivise ^alter,change,modify
intrench entrench ^fasten,fix,secure
intrenchment  ^fortification,munition
intrigue fascinate ^game,interest,plot
introduce acquaint,innovate,present ^inform,initiate,pioneer
introduction debut,entry,launching ^beginning,section,start
introject  ^change,value
intromit admit ^allow,countenance,let,permit
introspect  ^contemplate,excogitate,meditate,mull,muse,ponder
introvert invaginate ^individual,mortal,person,retract,someone
intrude irrupt,trespass ^breach,break,enter,infract
intruder  ^entrant
intrusion encroachment,invasion ^entrance,entry,incoming
intrust commit,confide,entrust,trust ^give,hand
intubate cannulate,cannulise,cannulize,canulate ^enter,infix
intuit  ^apprehend,compass,comprehend,dig,grasp,grok
intuition hunch,suspicion ^belief,feeling,impression,notion
intumesce  ^rise,surface
intussuscept  ^introvert,invaginate
inunct anele,anoint,embrocate,oil ^bless
inundate deluge,flood,swamp ^fill
inundation deluge,flood
inure harden,indurate ^accustom,habituate
invade occupy ^assail,attack,enter
invader  ^intruder
invaginate  ^sheathe
invalid  ^remove,sufferer
invalidate annul,avoid,nullify,quash,void ^cancel
invaluable priceless
invariable constant ^quantity
invariant  ^characteristic,feature
invasion encroachment,intrusion ^entrance,incursion,penetration
inveigh rail ^complain,kick,kvetch,plain,quetch
inveigle blarney,cajole,coax,palaver,wheedle ^persuade
invent contrive,devise,excogitate,fabricate,forge,formulate
invention conception,design,innovation ^creation,creativeness,creativity
inventive imaginative
inventor  ^creator
inventory stock ^list,merchandise,product,ware
inverse opposite,reverse ^opposition
invert  ^alter,change,modify
invest commit,empower,endow,endue,gift,indue
investigate enquire,inquire ^analyse,analyze,canvass,examine
investigating investigation ^work
investigation investigating,probe ^inquiry,research,work
investigator researcher ^expert,scientist
investment  ^finance
investor  ^capitalist
invigilate proctor ^follow,observe,watch
invigorate animate,enliven,exalt,inspire ^excite,shake
inviolate intact
invitation  ^letter,missive,request
invite  ^arouse,bespeak,elicit,enkindle,evoke,fire
invocation  ^petition,prayer
invoice account,bill ^charge,statement
invoke appeal,arouse,conjure,evoke,raise,stir
involve affect,regard ^admit,concern,include,pertain
involvement engagement,participation ^connection
invulnerability  ^safety
inweave  ^interweave,weave
iodinate  ^alter,change,modify
iodine  ^element,halogen
iodise iodize ^process,treat
iodize iodise ^process,treat
iodocompound  ^compound
iodoprotein  ^protein
ion  ^particle
ionate  ^alter,change,modify
ionic attic
ionise ionize ^change
ionize ionise ^change
ireland  ^island
irish  ^country,land,nation
irk gall ^anger
irksome boring,dull,slow,tedious,tiresome,wearisome
iron press ^club,metal
ironic dry,ironical,wry
ironical dry,ironic,wry
irons  ^bond,hamper,shackle,trammel
ironworker  ^maker
irony sarcasm,satire ^humor,humour,wit
irradiate enlighten ^prophesy,vaticinate
irrational  ^real
irregular guerrilla,unpredictable ^warrior
irregularity abnormality ^misbehavior,misdeed,quality
irresolution indecision ^doubt,uncertainty
irreverence  ^attitude
irrigate water ^wet
irrigation  ^provision,supply
irritability petulance ^distemper
irritable cranky,nettlesome,peevish,scratchy
irritate annoy,bother,chafe,devil,gravel,nark
irritating annoying,galling,nettlesome,pestering,teasing
irritation annoyance,pique,temper,vexation ^chafe
irrupt intrude ^enter
irruption  ^entrance,entry,incoming
islamise islamize ^alter,change,modify
islamize islamise ^alter,change,modify
island  ^earth,ground,land,zone
isle  ^island
ism doctrine,philosophy ^belief
isocyanate  ^salt
isolate insulate ^acquire,discriminate,get,separate
isolated detached,separated,stray
isolation  ^alienation,estrangement,separation
isolationist  ^advocate,proponent
isomer  ^compound
isomerise isomerize ^alter,change,modify
isomerize isomerise ^alter,change,modify
isopleth  ^line
issuance issue ^provision,supply
issue number,publish,release,supply ^air,bare
italian  ^european,romance
italic  ^longhand
italicise italicize ^impress,print
italicize italicise ^impress,print
itch rub,scratch ^ache,hurt,infection,irritate
item detail,particular,point ^component,constituent,part
itemise itemize ^list,number
itemize enumerate,itemise,recite ^identify,name
iterate ingeminate,reiterate,repeat,restate,retell ^tell
itinerate  ^travel
ivory bone,pearl,tusk ^white,whiteness
ivy  ^vine
jab dig,jabbing,poke,prod,stab,thrust
jabber gabble,rant,rave,spout ^gibber,mouth
jabbing jab,poke,thrust ^gesture
jack shit,squat ^elevate,lift,raise
jackass cuckoo,goof,goose ^fool,sap
jacket  ^coat,cover,wrap,wrapper
jackknife  ^dive
jacklight jack ^hunt,light,run
jackrabbit  ^hare,jump,start,startle
jacksonian  ^follower
jactitate convulse,slash,thrash,thresh,toss ^agitate
jade fatigue,pall,tire,weary ^degenerate,deteriorate
jaded wearied
jag  ^cut,projection
jail clink,gaol,immure,imprison,incarcerate,jug
jam mob,pack,pile,throng ^conserve,crowd
jammed packed
jampack cram,jam,ram,wad ^stuff
jan january
jangle jingle ^noise,resound,sound
janissary  ^follower
janitor  ^custodian,steward
jansenist  ^advocate,proponent
january jan
jap nip ^japanese
japan  ^lacquer
jar clash,collide,jolt ^conflict,move,vessel
jargon argot,cant,slang
jaundice  ^deform,distort,strain,symptom
jaunt excursion,expedition,junket,outing,sashay,travel
jaunty chipper,dapper,dashing,snappy,spruce
java coffee ^beverage,drink,island
jaw chaffer,chat,chatter,chitchat,claver,confab
jawbone jowl,schmoose,schmooze,shmoose,shmooze ^chaffer
jaywalk  ^cover,cross,track,traverse
jazz wind ^play,spiel,talk,talking
jealous envious
jealousy  ^envy
jeep landrover ^auto,automobile,car,machine,motorcar
jeer barrack,flout,gibe,mockery,scoff,scoffing
jeffersonian  ^follower
jell congeal,set ^solidify
jelly jellify ^conserve,dainty,delicacy,preserve,treat
jeopardise endanger,imperil,jeopardize,menace,peril,threaten
jeopardize adventure,endanger,hazard,imperil,jeopardise,menace
jeopardy hazard,peril,risk ^danger
jerk jerking,jolt,twitch,yank ^draw,motion
jerking jerk,jolt ^motion,move,movement
jest gag,joke,laugh ^communicate,humor,humour
jesuit  ^religious
jesus christ,savior ^hebrew,jew,prophet,son
jet gush,sooty,spirt,spurt,squirt ^airplane
jettison  ^discard,dispose,fling,toss
jew hebrew ^individual,mortal,person,someone,soul
jewel bejewel,gem ^adorn,beautify,decorate,embellish
jeweled beady
jeweler  ^maker
jib balk,baulk,resist ^disobey
jibe agree,barb,check,correspond,dig,fit
jig  ^dance
jiggle joggle,wiggle ^agitate,shake,shaking
jilt  ^leave,woman
jimdandy jimhickey ^ideal,paragon,saint
jimhickey jimdandy ^ideal,paragon,saint
jimmy lever,prise,prize,pry ^open
jingle jangle ^noise,resound,sound
jinx bewitch,enchant,glamour,hex,witch ^becharm
jitterbug  ^dance
jive swing ^dance,jazz
job business,chore,line,occupation,task ^activity
jockey cheat,chicane,chouse,screw,shaft ^beat
jocose jocular
jocular jocose
jog ramble ^continue,proceed
joggle jiggle,wiggle ^agitate,fixing,shake
john bathroom,can,lavatory,privy,toilet ^room
johnny reb,rebel
join articulation,joint,junction,juncture ^connect,connection
joined united
joint articulation ^fit,spot
joke gag,jest,laugh ^act,behave,communicate
joker  ^comedian,comic
jollify racket,revel,wassail ^celebrate,fete
jolly banter,chaff,gay,josh,jovial,kid
jolt jar,jerk,jerking,jounce,shock ^blow
jolted shaken
josh banter,chaff,jolly,kid ^bait,cod
joss  ^god,idol
jostle  ^make,shove,work
jot  ^note,write
jounce bounce,jar,jolt,shock ^blow,bump
journal diary ^periodical,writing
journalese  ^style
journalist  ^author,writer
journey journeying,travel ^jaunt,trip
journeying journey ^travel
joust tilt ^battle,contend,fight,struggle
jovial gay,jolly,merry
jowl jawbone ^jaw
joy delight,pleasure,rejoice ^emotion,experience,feel
joyride tool ^drive,ride
jubilant exultant,rejoicing,triumphant
jubilate  ^celebrate,fete
judaism  ^faith,religion
judder shake ^vibrate
judge evaluate,jurist,justice ^adjudicate,authority,cerebrate
judgment assessment,mind ^act,deed,opinion,sentiment
judiciary bench ^administration,brass,establishment,organization
jug gaol,immure,imprison,incarcerate,jail,lag
juggle beguile,hoodwink ^cheat,chisel
juice  ^foodstuff
juicy luscious,lush,voluptuous
juju  ^magic
jukebox  ^phonograph
julienne  ^cut,vegetable
jumble clutter,fuddle,mingle,muddle,smother,welter
jumbled disorderly
jump bound,leap,spring,start,startle ^increase
jumpstart jump ^action,start
jumpy edgy,restive
junction  ^place,spot
juncture occasion ^happening,occurrence
jungian  ^follower
junk debris,dust,rubble,scrap,trash ^discard
junket junketeer ^dessert,jaunt,sweet,travel,trip
junketeer junket ^jaunt,travel,trip
junkyard  ^yard
jurisdiction  ^district,dominion,power,powerfulness,territory
jurisprudence law ^philosophy
jurist  ^expert
jury panel ^body,commission,committee
justice justness ^assessment,judgment,righteousness
justification  ^account,circumstance,condition,consideration,explanation
justify vindicate ^maintain,uphold
justness nicety,rightness ^conformity
jut bulge,bump,hump,project,prominence,protrude
jutting jut,projected,projection,relieved,sticking
juvenile  ^individual,mortal,person,someone,soul
juxtapose  ^lay,place,pose,position,put,set
juxtaposition  ^location,placement,position
kale bread,cabbage,dough,loot,scratch,sugar
kamikaze  ^fighter
kayak  ^boat,canoe
kayo  ^beat,blow
keel careen,lurch,reel,stagger,swag ^projection
keen acute,discriminating,incisive,knifelike,lament,penetrating
keenness sharpness ^intelligence
keep continue,hold,livelihood,living,maintain,proceed
keeping  ^compliance,conformity,duty,obligation,responsibility
keepsake relic,souvenir,token ^object
ken cognizance ^knowing
kennel doghouse ^shelter
kent  ^county
keratinise keratinize ^convert
keratinize keratinise ^convert
kerchief  ^scarf
kern  ^composer,furnish,provide,render,supply
kerosene  ^fuel,hydrocarbon
kerygma  ^discourse,preaching,sermon
ketosis acetonemia ^symptom
kettle boiler ^pot
key cardinal,central,describe,discover,distinguish,fundamental
keyboard  ^device
keyhole  ^hole
keynote  ^address,idea,set,speak,subject,theme
khaki  ^cloth,fabric,material,textile
kibbitz kibitz ^comment,notice,remark
kibitz kibbitz ^comment,notice,remark
kibosh block,halt,stop ^forbid,foreclose,forestall
kick bang,boot,charge,flush,rush,thrill
kickoff beginning,first,offset,outset,start ^point
kid banter,chaff,child,fry,jolly,josh
kidnap abduct,nobble,snatch ^seize
kidnapper  ^captor,criminal,crook,felon,outlaw
kill defeat,killing ^blackball,conclusion,destruction,ending
killer  ^individual,mortal,person,someone,soul
killing kill ^conclusion,ending,termination
kind form,sort,variety ^category
kindle inflame
kindly charitable,sympathetic
kindred akin,clan
king queen ^competition,competitor,monarch,rival,sovereign
kingdom land,realm ^area,arena,country,domain
kink crape,crick,crimp,frizz,frizzle,rick
kinship affinity,relationship ^relation
kip sleep,slumber ^nap,rest
kipling  ^author,writer
kiss buss,osculate,snog ^touch,touching
kissing hugging,petting ^arousal,stimulation
kit  ^case,equip,fit,outfit
kitchen  ^room
kitchenette  ^kitchen
kite  ^check,cheque,increase
kitten  ^bear,birth,deliver,have
kleenex  ^tissue
knack bent,hang ^endowment,gift,talent
knap rap ^strike
knapsack backpack,haversack ^bag
knead work ^manipulate
knee stifle ^articulation,joint
kneecap  ^hit,pip,shoot
kneel  ^motion,move,movement,rest
knell  ^bell,peal,ring,toll
knife stab ^arm,injure,weapon,wound
knight dub ^ennoble,entitle,gentle
knightly medieval
knit entwine ^cloth,conjoin,fabric,join,material
knob boss ^grip,handle,hold,projection
knock knocking,roast ^criticism,critique,knap,rap
knocking knock ^sound
knoll hillock,mound ^hill
knot  ^bind,bunch,clump,cluster,fixing,tie
knotty baffling,elusive,tough
know cognise,cognize ^knowing
knowing wise
knowledgeable knowing,learned
knuckle  ^press
knuckleball  ^delivery,pitch
korea  ^peninsula
kosher  ^aliment,nourishment,sustenance
kotow bootlick,fawn,kowtow,toady,truckle ^blandish
kowtow genuflect,kotow,scrape ^bow
krauthead hun ^german
kvetch complain,kick,plain,quetch
lab laboratory ^work
label mark,tag ^attach,brand,denominate,description
labeled tagged
labialise labialize,round ^articulate,enounce,enunciate,pronounce
labialize labialise,round ^articulate,enounce,enunciate,pronounce
labor dig,drive,drudge,fag,grind,labour
laboratory lab ^work
laborer jack ^workman
labour dig,drudge,fag,grind,labor,moil
labyrinth maze ^system
lace enlace,entwine,interlace,intertwine,twine ^cord
laced tied
lacerate  ^bust,rupture,snap,tear
lack deficiency,miss,want ^demand,need
lackey  ^servant
lacking deficient
lacquer  ^adorn,beautify,decorate,embellish,grace,gum
lactate breastfeed,nurse,suck,suckle ^ester,feed
lactating wet
lad bloke,chap,cub,cuss,fella,fellow
ladder run ^break,separate,stairs,steps
lade laden,ladle ^remove,take,withdraw
laden lade,ladened,ladle,loaded ^remove,take
ladened laden,loaded
ladle  ^lay,place,pose,position,put,set
lady dame,madam ^woman
lag dawdle,retardation ^delay,follow,holdup
lager  ^bivouac,camp,encampment
laggard drone,poke ^bum,idler
lagoon  ^lake
laicise laicize ^alter,change,modify
laicize laicise ^alter,change,modify
laid set
laity  ^mass,masses,multitude,people
lake  ^water
lallygag footle,linger,loaf,loiter,lollygag,lounge
lam bunk,escape,flail,run,scarper,scat
lamb  ^bear,birth,deliver,have
lambast cane,flog,lambaste ^beat
lambaste cane,flog,lambast ^beat
lame cripple,feeble,square ^maim,simple
lament keen,lamentation,wail ^complaint
lamentation lament,wail ^complaint
laminate  ^create,make,produce,sheet
lamp  ^furniture
lamplight  ^light
lampoon burlesque,mockery,parody,satirise,satirize,spoof
lance shaft,spear ^arm,locomote,move,travel
land ground,soil ^arrive,come,get,object
landing  ^construction,platform,structure
landlord  ^landowner
landmark watershed ^juncture,occasion,place,position
landmass  ^earth,ground,land
landowner  ^holder
landrover jeep ^auto,automobile,car,machine,motorcar
landscape  ^adorn,beautify,decorate,embellish,grace,ornament
landscaping  ^gardening
landslide  ^slide,triumph,victory
lane  ^path,way
language speech ^communication
languid dreamy
languish waste ^weaken
lanky rangy
lantern  ^lamp
lap lick ^lie,stroke,thigh
lapel  ^lap,overlap
lapidate stone ^kill
lapidify petrify ^fossilise,fossilize
lappet wattle
lapse pass,sink ^break,cease,end,error
lapsed nonchurchgoing
lard  ^cook,fix,make,prepare,ready
large big ^size
larger bigger
lark cavort,disport,frisk,frolic,gambol,rollick
larn acquire,learn
larrup paddle,spank ^beat
larva  ^animal,beast,brute,creature
lash cilium,flog,lather,slash,strap,trounce
lasher  ^driver
lashing whipping ^beating,licking
lasso rope ^capture,catch,composer,get
last close,conclusion,endure,finale,finish,live
lasting durable,permanent
latch  ^fasten,fix,lock,secure
late belated
later posterior
lateralize  ^displace,move
latest  ^intelligence,news,tidings,word
lather flog,lash,slash,soapsuds,strap,suds
latin  ^italic
latinise latinize,romanise,romanize ^transcribe,transliterate
latinize latinise,romanise,romanize ^transcribe,transliterate
latter  ^second
laud exalt,extol,glorify,proclaim ^praise
laugh laughter ^utterance
laughter laugh ^utterance
launch establish,found ^impel,motorboat,open,propel
launcher  ^armament
launder wash ^clean
laundering  ^wash,washing
laundry wash,washing ^garment
laurels award,honor,honour ^standing,symbol
lavatory bathroom,can,john,privy,toilet ^room
lave lap,wash ^flow
lavender lilac ^bush,shrub
lavish shower ^consume,squander,ware,waste
law jurisprudence ^accumulation,aggregation,assemblage,collection,instrument
lawman  ^defender,guardian
lawn  ^field
lawyer attorney ^professional
lax slack
laxness  ^neglect,negligence
lay ballad,place,pose,position,put,repose
layer bed ^artifact,forge,form,mold,mould
layette  ^kit,outfit
laying  ^birth
layman  ^commoner
layoff  ^closing,closure,shutdown
layout  ^design,order,ordering,plan
laze idle,slug,stagnate
lazy indolent
leach  ^action,activity,remove,take,withdraw
lead conduct,direct,guide,leave,result,take
leaden dull,weighted
leader  ^individual,mortal,person,someone,soul
leaders leadership ^body
leadership leaders,leading ^activity,body
leading lead,preeminent,star,stellar ^slip,strip
leaf flick,flip,foliage,riff,riffle,thumb
leaflet cusp ^flap
league conference ^association,unify,union,unite
leak  ^break,disclose,discover,divulge,expose,hole
leakage escape,leak,outflow ^discharge,run
lean angle,inclination,leaning,list,slant,thin
leaning tendency,tilted,tipped ^inclination
leap bounce,bound,jump,leaping,spring ^change
leapfrog  ^advance,bound,jump,leap,progress,progression
leaping bounce,bound,leap,spring ^jump
learn acquire,discover,hear,larn,see
learned erudite,knowing,knowledgeable
learner scholar ^individual,mortal,person,someone,soul
learning acquisition,scholarship ^education
lease rent ^contract,holding,property,undertake
leash lead,rope,tether ^bind,restraint,tie
least  ^affair,matter,thing
leather  ^flog,lash,lather,slash,strap,trounce
leave  ^permission
leaven leavening,prove,raise ^elevate,lift,substance
leavening leaven
leaving departure,going ^act,deed
lecher  ^degenerate,deviant,deviate,pervert
lecture berate,chide,jaw,lambast,lambaste,rag
lecturer reader ^educator,speaker
lecturing lecture ^instruction,teaching
ledge shelf ^ridge
ledger book ^journal,record
leech bleed,phlebotomise,phlebotomize ^treat
leer sneer ^contempt,look,scorn
left odd,remaining ^faction,place,position,sect
leftfield left ^parcel,tract
lefty southpaw ^individual,mortal,person,someone,soul
leg  ^limb
legacy bequest ^gift,heritage,inheritance
legalise decriminalise,decriminalize,legalize,legitimate,legitimatise,legitimatize
legalize decriminalise,decriminalize,legalise,legitimate,legitimatise,legitimatize
legatee  ^beneficiary
legation  ^berth,billet,office,place,position,post
legend  ^story
legibility  ^distinctness,sharpness
legion host,numerous ^army
legislate pass ^enact,ordain
legislation  ^administration,governing,government
legislator  ^politician
legislature  ^assembly
legitimate decriminalise,decriminalize,legalise,legalize,legitimatise,legitimatize
legitimatise decriminalise,decriminalize,legalise,legalize,legitimate,legitimatize
legitimatize decriminalise,decriminalize,legalise,legalize,legitimate,legitimatise
legitimise decriminalise,decriminalize,legalise,legalize,legitimate,legitimatise
legitimize decriminalise,decriminalize,legalise,legalize,legitimate,legitimatise
legume  ^herb
leisure  ^ease,repose,rest
leitmotiv  ^air,line,melody,strain,tune
lemma  ^proposition
lemon  ^citrus,yellow
lend add,bestow,bring,contribute,impart,loan
lending  ^disposal,disposition
length duration ^dimension
lengthen  ^increase
lengthening perpetuation,prolongation ^continuance,continuation
lengthy extended,prolonged
lenify appease,assuage,conciliate,gentle,gruntle,mollify
lentil  ^legume
lesion  ^pathology
lessen decrease,diminish,fall,minify ^alter,change
lessened diminished,weakened
lessening decrease ^alteration,change,modification
lesson example ^admonition,instruction,teaching,warning
let allow,permit ^cause,get,have,induce
letdown disappointment ^dissatisfaction
lethal deadly
lethargy  ^torpor,weakness
letter missive ^character,document,earn,garner,graph
letterhead  ^stationery
lettering inscription ^writing
letterman  ^athlete
letters  ^culture
levant  ^abscond,absquatulate,bolt,decamp,morocco
level degree,dismantle,flat,grade,plane,rase
levelheaded healthy,intelligent,sound
lever jimmy,prise,prize,pry ^bar,open
leverage purchase ^supplement
levitate  ^elevate,lift,raise
levy impose ^bill,charge
lewd obscene,salacious
lexicalise lexicalize ^articulate,formulate,phrase,word
lexicalize lexicalise ^articulate,formulate,phrase,word
lexicon vocabulary ^knowledge
liability  ^susceptibility
liable apt
liaise arbitrate,intercede,intermediate,mediate ^negociate,negotiate
liaison affair,contact,intimacy,involvement,link ^channel
liar  ^cheat,slicker
libel  ^asperse,besmirch,calumniate,calumny,defame,denigrate
liberal broad,progressive,tolerant ^adult,grownup
liberalise liberalize ^change
liberalism  ^ideology
liberalize liberalise ^alter,change,modify
liberate emancipate,free,loose,release,unloose,unloosen
liberation release ^accomplishment,achievement
libertine degenerate,fast,riotous
liberty autonomy ^freedom,independence
librarian  ^professional
library  ^accumulation,aggregation,assemblage,collection,room
librate weigh ^measure,quantify
libretto  ^book,script
licence certify,license ^authorise,authorize,clear,liberty
license certify,licence,permit ^authorise,authorize,clear
lick bat,clobber,cream,drub,lap,thrash
licking defeat ^conclusion,ending,failure,finish
lid eyelid
lie  ^falsity,untruth
lieutenant  ^lawman
life living ^being,existence,experience
lifehack  ^alter,change,modify
lifelike graphic,natural,pictorial,vivid
lifetime life ^period
lift elevate,raise ^aid,assist,assistance,displace
lifted upraised
lifter  ^athlete
ligate  ^join
light illume,illuminate,illumine ^ignite,lighten
lighted lit
lighten  ^cheer
lighter  ^fuel,transport
lighthearted blithe
lighting light ^apparatus,illumination,setup
lightning  ^flash
lightweight  ^gladiator
lignify  ^convert
lignite  ^coal
like care,same,similar,wish ^desire,form
likelihood  ^probability
likely probable
liken compare,equate ^consider,study
likeness similitude ^similarity
liking  ^feeling
lilac lavender ^bush,shrub
lilt swing ^articulate,enounce,enunciate,pronounce,say
limb  ^extremity,member
limber supple ^attach
limbo oblivion ^obscurity
lime birdlime ^hydroxide,scatter,spread
limit bound,boundary,circumscribe,confine,restrict,throttle
limitation restriction ^disadvantage,regulation,rule
limited express
limiting confining,constraining,modification,restricting
limn delineate,outline ^draw
limp gimp,hitch,hobble ^continue,gait,proceed
lincoln  ^attorney,lawyer,president
linden  ^wood
line  ^cover,formation,lie,mark,print
lineage ancestry,blood,descent,line,origin,pedigree
linear additive
linearise linearize ^adjust,correct,set
linearize linearise ^adjust,correct,set
linen  ^cloth,fabric,material,paper,textile
liner  ^fly
lineup card ^roll,roster
linger footle,lallygag,loaf,loiter,lollygag,lounge
lingual linguistic ^consonant
linguist  ^scientist
linguistic lingual
linguistics  ^science
link associate,colligate,connect,relate,tie ^cerebrate
lint  ^fiber
lion  ^cat
lionise celebrate,lionize ^honor,honour,observe,respect
lionize celebrate,lionise ^honor,honour,observe,respect
lipread  ^read
lipstick  ^delineate,limn,makeup,outline
liquefy  ^turn
liquid swimming ^fluid,state
liquidate neutralise,neutralize,waste ^kill
liquidation settlement ^conclusion,destruction,ending,termination
liquidise liquefy,liquidize,liquify ^alter,change,modify
liquidize  ^discard,dispose,fling,toss
liquify liquefy,liquidise,liquidize ^alter,change,modify
liquor booze,spirits ^alcohol,liquid
lisbon  ^port
lisp  ^articulate,enounce,enunciate,pronounce,say
list inclination,lean,leaning,name,tilt ^enumerate
listen hear ^center,centre,comprehend,concentrate,focus
listener hearer ^observer
lit lighted,literature
literal actual,genuine,misprint,real ^error,mistake
literalise literalize ^construe,interpret,see
literalism  ^doctrine,ism,philosophy
literalize literalise ^construe,interpret,see
literate  ^individual,mortal,person,someone,soul
literature lit ^writing
lithe sinuous,supple
lithograph  ^print
litigant  ^party
litigate  ^challenge
litigation  ^proceeding,proceedings
litter  ^rubbish,scrap,straw,strew,trash
littered cluttered
little slight,small
live dwell,inhabit,populate
livelihood keep,living,support,sustenance ^resource
liveliness  ^activity
liven animate,enliven,invigorate ^arouse,brace,energise
liverpool  ^city,metropolis,port
livestock stock
livid ashen,blanched,bloodless,white
living life ^experience,people
load burden,charge,lade,laden,loading ^fill
loaded laden,ladened
loading burden,load ^weight
loaf bum,loll ^bread,idle,laze,slug
loan lend ^debt,give
loathe abhor,abominate,execrate ^detest,hate
loathsome disgusting,foul,offensive,vile,wicked
lob  ^return,throw
lobby buttonhole,foyer,hall,vestibule ^beg,room
lobscouse lobscuse ^stew
lobscuse lobscouse ^stew
lobularity  ^configuration,contour,form,shape
lobule  ^lobe
locale  ^scene
localise localize,place ^locate,situate
locality neighborhood,neighbourhood,vicinity ^section
localization fix,location ^determination,finding
localize localise,place ^locate,situate
locate situate ^ascertain,determine,find,regain
located set,situated
location placement,position ^activity,object
lock curl,engage,mesh,operate,whorl ^displace
locker cabinet ^compartment
lockup  ^clink,gaol,jail
locomote move,travel
lodge deposit,stick,wedge ^dwell,fasten,fix
lodging housing ^construction,structure
lodgings pad ^quarters
loft attic ^floor,level,store,story
lofty elevated,exalted,grand,rarified,soaring,sublime
log lumber ^drop,enter,fell,record,wood
logarithm log ^index,power
logger  ^jack,laborer
logging  ^work
logic  ^philosophy,sense
logical legitimate
logistics  ^provision,supply
logroll  ^politick
loins  ^area,region
loiter footle,lallygag,linger,loaf,lollygag,lounge
loll droop ^dangle,drop,swing
lollop  ^walk
lollygag footle,lallygag,linger,loaf,loiter,lounge
lone alone,lonely,solitary
loneliness desolation ^isolation,sadness,unhappiness
lonely alone,lone,solitary
long hanker,yearn ^desire,want
longhand  ^hand,handwriting,script
longing yearning ^desire
longshoreman  ^jack,laborer
longshot  ^exposure,photo,photograph,picture
look appear,aspect,expression,face,looking,seem
looking look,sounding ^perception,sensing
lookup search ^operation
loom hulk,predominate,tower ^appear,lift,look
loon  ^bum,idler
loop intertwine ^circle,entwine,fixing,knit
loophole  ^ambiguity,hole
loose free,liberate,release,unleash,unloose,unloosen
loosen loose ^alter,change,modify
loot booty,bread,cabbage,dough,kale,pillage
lop discerp,sever ^cut
lope jog,trot ^run,travel
lord creator,divine,maker,master ^ennoble,entitle
lordly august,grand
lordship  ^title
lore  ^content
loser  ^contestant
loss  ^decline,diminution
lost confused,doomed ^people
lot batch,deal,flock,heap,mass,mess
lots dozens,scores,tons,wads
loud brassy,cheap,flash,flashy,gaudy,tawdry
loudspeaker speaker
louisianan  ^american
lounge couch,sofa ^seat,sit
lour lower ^devalue
louse  ^insect
lousy rotten,stinking
love enjoy,passion ^emotion,like,object
loveliness fairness ^beauty
lovely endearing
lover buff,devotee,fan ^follower,individual,mortal
low depression,moo ^emit,utter
lowball underestimate ^approximate,estimate,gauge,guess,judge
lower lour ^berth,bunk,devalue,displace,move
lowering heavy,sullen,threatening ^decrease,diminution,reduction
lowland  ^depression
lowly humble,low,modest,secondary,small
loyalist  ^admirer,champion,friend,protagonist,supporter
loyalty  ^fidelity,love
lube lubricate ^fill,substance
lucidity clarity,clearness
lucifer devil
luck chance,circumstances,destiny,fate,fortune,hazard
lucubrate dilate,elaborate,enlarge,expand,expatiate,exposit
ludicrous ridiculous
luff point ^edge,sail
lug tote,tug ^carry,transport
luge toboggan ^sled,sledge,sleigh
luggage baggage ^case
lukewarm tepid
lull  ^break,calm,hush,intermission,interruption,pause
lullaby  ^song,vocal
lumber pound,timber ^walk
luminary notable ^celebrity
luminesce  ^reflect,shine
luminescence  ^light
luminosity brightness,light
lummox clod,gawk,lump
lump ball,chunk,clod,clump,swelling ^accumulate
lumpish unthinking
lunatic madman,maniac ^sufferer
lunation moon ^month
lunch luncheon ^eat,meal
luncheon lunch ^meal
lunchroom  ^restaurant
lunge hurl,hurtle,lurch,thrust ^motion,move
lunkhead  ^dullard,stupid
lurch careen,keel,pitch,reel,shift,stagger
lure entice,tempt ^attraction,provoke,stimulate
lurid shocking
lurk footle,lallygag,linger,loaf,loiter,lollygag
luscious juicy,lush,voluptuous
lush exuberant,profuse,riotous,souse ^drunk,drunkard
lust crave,hunger,starve,thirst ^desire,want
luster brilliancy,lustre,splendor ^brightness,radiance,shine
lustrate  ^purge,purify,sanctify
lustre luster ^glaze
lusty hearty
luxate dislocate,slip,splay ^displace,move
luxuriate wanton ^consume,squander,ware,waste
luxurious voluptuous
lynch  ^kill
lyophilise lyophilize
lyophilize lyophilise
lyric language,lyrical,words ^compose,indite,pen
lyricist  ^author,writer
lysogenize  ^integrate
macabre ghastly,grim,gruesome,sick
macadamise macadamize,tarmac ^coat,surface
macadamize macadamise,tarmac ^coat,surface
macerate  ^separate
machicolate  ^furnish,provide,render,supply
machinate devise,organise,organize,prepare ^initiate,pioneer
machine  ^device,forge,form,individual,mold,mortal
machinelike automatic
machinery  ^machine,scheme,system
machinist mechanic ^artisan,craftsman
mackinaw  ^coat
macrame  ^knot,lace
macrophage  ^phagocyte
maculate defile,stain,sully,tarnish ^blob,blot
mad crazy,disturbed,sick,sore
madam dame,lady ^woman
madden craze
maddened enraged,furious
maddening exasperating,infuriating
madder  ^redden
madman lunatic,maniac ^sufferer
madness  ^insanity
madrigal  ^sing
magazine  ^press,product,production,publication
maggot  ^grub
magic charming,magical,wizard ^supernaturalism
magical charming,magic,wizard
magician  ^performer
magistrate  ^judge,jurist,justice
magnet  ^device
magnetise bewitch,magnetize,mesmerise,mesmerize,spellbind ^charm
magnetism  ^attraction
magnetize magnetise ^alter,change,modify
magnification  ^enlargement,expansion
magnificence richness ^excellence
magnificent brilliant,glorious,splendid
magnified exaggerated
magnify amplify,exaggerate,hyperbolise,hyperbolize,overdraw,overstate
magnitude  ^property,ratio
mahogany  ^wood
maid  ^domestic
maiden first,inaugural,initiative,maid ^girl,miss
mail post ^communicating,communication,message,send
mailbox  ^box
mailman carrier
maim  ^injure,wound
maimed wounded ^people
main chief,master,primary,principal ^water
mainland  ^earth,ground,land
mainline  ^inject
maintain conserve,hold,keep,preserve
maintenance care,upkeep ^fix,fixing,fixture,keep
majestic gallant,lofty,proud
majesty  ^magnificence,richness
major  ^study
majority bulk ^figure,number
majors  ^conference,league
make brand,get ^alter,change,form,kind
maker  ^creator
makeready  ^preparation
makeshift improvised ^expedient
making  ^production
malady illness,sickness ^condition,status
malaise uneasiness ^discomfort
male  ^animal,beast,brute,creature,individual,mortal
maledict anathemise,anathemize,bedamn,beshrew,curse,damn
malediction imprecation ^condemnation,curse
maleness masculinity ^gender,sex
malevolency  ^evil
malfeasant  ^offender
malformed deformed
malfunction misfunction ^break,die,fail,failure
malign badmouth,traduce ^asperse,besmirch,calumniate,defame
malignancy  ^disease
malinger skulk ^fiddle,goldbrick,shirk
malingering skulking ^dodging,escape
malnourish undernourish ^feed,give
malt  ^process,shake,treat
maltreat abuse,mistreat,step ^handle,treat
malversate defalcate,embezzle,misappropriate,peculate ^rip,steal
mama mamma,mommy,mum ^mother
mambo  ^dance,dancing
mamma mama,mommy,mum ^mother
mammal mammalian ^vertebrate
mammalian mammal ^vertebrate
mammoth gigantic ^elephant
man  ^adult,grownup,male,work
manacle cuff,handcuff ^bond,fetter,hamper,shackle
manage care,deal,handle,negociate ^command,control
management direction ^administration,brass,establishment,organization
manager coach,director ^administrator
manchester  ^city,metropolis
mandamus  ^writ
mandate authorization ^assign,delegate,depute,designate,instrument
mandatory required ^receiver,recipient
manducate chew,jaw,masticate ^grate,grind
mane  ^hair
maneuver channelise,channelize,direct,guide,head,manoeuver
maneuverability  ^mobility
manfulness  ^masculinity
mangle  ^iron,press
mangled lacerate,torn
manhandle  ^handle,palm
manhattan  ^borough
manhood  ^adulthood
mania passion
maniac lunatic,madman,maniacal ^sufferer
maniacal maniac
manic frenzied
manicure  ^aid,attention,care,cut,tending
manifest apparent,attest,certify,demonstrate,evidence,evident
manifestation  ^appearance,indication
manifold  ^copy,pipe
manipulate  ^handle,influence,palm,work
manipulation use ^influence
manner fashion,mode,style,way ^behavior,conduct
manners  ^behavior,conduct,demeanor
manoeuver maneuver,manoeuvre ^act,move
manoeuvre maneuver,manoeuver,tactic,tactics ^act,move
manor  ^hall,manse,residence
manpower hands,men ^force,personnel
manse hall,residence ^house
manservant  ^servant
mantel mantle ^shelf
mantle  ^diffuse,spread,symbol
mantrap beauty,dish,peach,sweetheart ^woman
manufacture construct,fabricate,industry,invent ^business,concoct
manufacturer maker,producer ^business,concern
manufacturing manufacture
manumission  ^liberation,release
manumit emancipate ^liberate
manure muck ^organic,scatter,spread
manuscript  ^writing
manzanita  ^bush,shrub
map  ^explore,interpret,represent,representation
maple  ^wood
mapquest  ^explore,research,search
mar deflower,impair,march,spoil,vitiate ^damage
marathon  ^labor,project,task,undertaking
maraud foray,raid ^incursion,penetration
marble  ^ball,rock,stain,stone
marbleise marbleize
marbleize marbleise
marbleizing  ^texture
marcel  ^coif,coiffure,hairdo,wave
march mar,marching,process ^walk,walking
marching march ^walk,walking
mare  ^horse
margin border ^amount,bound,boundary,edge
marginal borderline
marginalise marginalize ^interact
marginality  ^position
marginalize marginalise ^interact
maria mare ^part,region
marinade marinate ^infuse,steep
marinate marinade ^infuse,steep
marine  ^man
marital married
mark grade,label,marker,marking,score,tag
marked pronounced
marker  ^artifact
market marketplace ^activity,class,merchandise,stratum,trade
marketing merchandising,selling ^commerce,commercialism
marketplace market ^activity,outlet
marking mark,marker ^design,figure,pattern,symbol
marksman  ^shooter,shot
marksmanship  ^accomplishment,acquisition,attainment,skill
marmalade  ^conserve,preserve
maroon strand ^abandon,desert,desolate,forsake,unfortunate
marquee  ^tent
marriage matrimony,union ^family
married  ^individual,mortal,person,someone,soul
marrowbone  ^bone
marry conjoin,espouse,splice,tie,wed ^officiate
marshal  ^arrange,lawman,lay,place,pose,position
martial  ^poet
martyr sufferer ^kill,victim
martyrise martyr,martyrize ^excruciate,torment,torture
martyrize martyr,martyrise ^excruciate,torment,torture
marvel wonder ^express,happening,occurrence,react,respond
marvelous fantastic,grand,howling,improbable,rattling,tall
marxist  ^advocate,proponent
mary  ^mother
mascara  ^makeup
masculine  ^gender
masculinise masculinize,virilise,virilize ^alter,change,modify
masculinity maleness ^gender,sex
masculinize  ^alter,change,modify
mash crush,squash,squeeze,squelch ^press,suspension
mask cloak,dissemble ^cover,disguise,hiding
masking cover ^hiding
masonry  ^construction,structure
masquerade mask ^disguise,impersonate,party,personate,pose
mass aggregate,batch,deal,flock,heap,lot
massachuset massachusetts
massacre slaughter ^execution,kill,murder
massage knead ^intervention,manipulate,treat,treatment
masses mass,multitude,people ^group,grouping
massive monumental
mast  ^spar
master chief,lord,main,overcome,primary,principal
masterly consummate,virtuoso
mastermind direct,engineer,orchestrate,organise,organize ^creator
masterpiece  ^accomplishment,achievement,work
mastery command,control,domination,supremacy ^ascendancy,dominance
masticate  ^knead,work
masturbate  ^excite,stimulate,stir
mat entangle,flat,matte,matted,matting,snarl
match agree,check,correspond,fit,gibe,jibe
matching coordinated,duplicate,twin
mate copulate,couple,match,pair,teammate,twin
material stuff ^information,substance
materialise happen,materialize ^hap,occur,pass
materialism  ^desire
materialize happen,materialise ^hap,occur,pass
math mathematics ^science
mathematics math ^science
mating coupling,union ^sex
matriarch  ^woman
matriculate  ^enrol,enroll,enter,inscribe,recruit
matrimony marriage,union
matrix  ^array
matron  ^wife
matte felt,flat,mat,matted ^change,mixture
matter affair,count,issue,subject,thing,topic
maturate grow,mature ^develop
maturation development,growing,growth,ripening
mature grow,maturate ^develop
maturity adulthood ^state
maul sledge,sledgehammer ^cleave,hammer,rive,split
maunder  ^cast,drift,ramble,range,roam,roll
mauve  ^purple
maxim axiom ^expression
maximal maximum
maximise maximize ^exploit,tap
maximize maximise ^exploit,increase,tap
maximum maximal,utmost ^bound,boundary,extremum,limit
mayflower  ^ship
mayor  ^politician
maze labyrinth ^system
meadow hayfield
meal  ^aliment,nourishment,sustenance
mean average,entail,hateful,imply,intend ^convey
meander thread,wander,weave,wind ^curve,locomote
meandering wandering,winding
meaning import,pregnant,significance,significant,substance ^content
meaningfulness  ^significance
meanness  ^malevolency
means agency,way ^implementation,instrumentality,instrumentation
measure amount,mensurate,quantify,quantity,step ^abstraction
measurement measure,measuring ^activity
measuring measure,measurement ^activity
meat  ^food
mechanic machinist ^artisan,craftsman,repairman
mechanical technical
mechanics mechanism ^execution,performance,physics
mechanise mechanize,motorise,motorize ^equip,fit,outfit
mechanism mechanics ^execution,performance
mechanize mechanise,motorise,motorize ^equip,fit,outfit
medal decoration,palm,ribbon ^award,honor,honour
meddle tamper ^interfere,interpose,intervene
meddling busy,interfering,tampering
median average ^norm
mediate arbitrate,intercede,intermediate,liaise ^negociate,negotiate
medical checkup ^examination,scrutiny
medicate  ^impregnate,saturate
medication medicine ^drug
medicine medicate,medication ^drug,treat
meditate contemplate,excogitate,mull,muse,ponder,reflect
meditation speculation ^contemplation,musing,reflection
meditative brooding,contemplative,musing,pensive,reflective
mediterranean  ^sea
medium average,intermediate ^environment,environs,instrumentality,instrumentation
medley potpourri ^composition,opus,piece
meek mild,modest
meet encounter,fitting,see ^athletics
meeting  ^assemblage,gathering
mekong  ^river
melancholy  ^sadness,unhappiness
melanise melanize ^convert
melanize melanise ^convert
meld  ^announce,denote
melee scrimmage ^disturbance
meliorate ameliorate,amend,better,improve ^alter,change
melioration betterment ^improvement
mellow  ^soften
melodic melodious,musical
melodious tuneful
melodise melodize ^compose,write
melodize melodise ^compose,write
melodrama  ^comedy
melody air,line,strain,tune ^music
melt dethaw,dissolve,melting,run,thaw,thawing
melting melt,thaw,thawing ^heating,warming
member  ^associate,component,constituent,part,portion
membership rank ^body,relationship
membrane  ^sheet
memorabilia  ^record
memorandum  ^note
memorial remembrance ^credit,recognition
memorialise memorialize ^address,speak
memorialize memorialise ^address,speak
memorise con,learn,memorize ^study
memorization  ^acquisition,learning
memorize con,learn,memorise ^study
memory  ^representation
memphis  ^city,metropolis
men hands,manpower ^force,personnel
menace endanger,imperil,jeopardise,jeopardize,peril,threat
menacing baleful,ominous,sinister,threatening
menarche  ^start
mend bushel,darn,doctor,fix,heal,patch
menial humble,lowly ^servant
menstruate flow ^bleed,hemorrhage
mensurate measure ^decide,determine
mentality brain,outlook,wit ^attitude,intelligence
mention advert,citation,cite,credit,name,note
mentor  ^instruct,intellect,intellectual,learn,teach
menu card ^bill
meow mew,miaou,miaow ^cry,emit,utter
mercenary  ^adventurer
mercer  ^dealer,monger,trader
mercerise mercerize ^process,treat
mercerize mercerise ^process,treat
merchandise product,trade,ware ^commodity,good
merchandising marketing,selling ^commerce,commercialism
mercurial erratic,quicksilver
mercury quicksilver ^metal
mere bare,simple ^pond,pool
merge blend,coalesce,combine,commingle,conflate,flux
merger  ^consolidation,integration
merging confluent,meeting
merit deserve,virtue ^worth
merriment fun,gaiety ^diversion,happiness,recreation
merry festive,gay,jolly,jovial
merrymaking  ^celebration,festivity
mesh engage,interlock,lock,operate ^coordinate,displace
mesmerise bewitch,magnetise,magnetize,mesmerize,spellbind ^charm
mesmerize bewitch,magnetise,magnetize,mesmerise,spellbind ^charm
mess fix,hole,jam,muddle,muss,pickle
message content,substance ^communicate,communication,pass
messenger courier ^traveler,traveller
metabolise metabolize
metabolize metabolise
metal metallic ^coat,element,surface
metalize metallize ^coat,surface
metallic metal ^cloth,fabric,material,textile
metallize metalize ^coat,surface
metamorphose transfigure,transmogrify ^reverse,turn
metaphor  ^figure,image
metastasise metastasize ^distribute,spread
metastasize metastasise ^distribute,spread
meteorite  ^meteor
meter  ^measure,quantify
methodist  ^protestant
metrazol  ^medication,medicine
metricate metricise,metricize,metrify ^convert
metricise metricize ^transform,translate
metricize metricise ^transform,translate
metrify  ^poetise,poetize,verse,versify
metro subway,tube,underground ^railroad,railway
metropolis city
metropolitan  ^archbishop
mew meow,miaou,miaow ^cry,emit,utter
mewl pule,wail,whimper ^cry,weep
miaou meow,mew,miaow ^cry,emit,utter
miaow meow,mew,miaou ^cry,emit,utter
micelle  ^particle
microcopy  ^photocopy,xerox
microcosm  ^example,model
microfilm  ^film
micrometeorite  ^meteorite
microorganism  ^being,organism
microphone mike
microscopy  ^research
microwave nuke,zap ^cook
micturate make,pee,piddle,piss,puddle,urinate
midair  ^point
midday noon ^hour
middle center,centre,eye,halfway,heart,mediate
midnight  ^hour
midsection middle ^area,region
midst thick ^inside,interior
midwatch  ^watch
midway center,halfway,middle ^parcel,tract
mien bearing,comportment,presence ^manner
miff huff ^anger,annoyance,irritation,vexation
might power ^strength
migrate transmigrate ^move
migration  ^motion,move,movement
mike microphone
mildew mold,mould ^change
mileage  ^distance
milestone  ^juncture,mark,marker,marking,occasion
milieu surroundings ^environment
militant competitive,warlike
militarise militarize ^alter,change,modify
militarize militarise ^alter,change,modify
military  ^force,personnel
militate  ^influence,work
militia reserves ^force
milk  ^aliment,beverage,draw,drink,exploit,humor
mill factory ^bray,comminute,crunch,grind,mash
millennium  ^period
millivoltmeter  ^voltmeter
millpond  ^pond,pool
milquetoast pansy ^coward
milwaukee  ^city,metropolis
mime mimic ^actor,copy,imitate,player,simulate
mimeo mimeograph,roneo ^copy
mimeograph mimeo,roneo ^copy
mimesis  ^imitation
mimic mime ^copy,imitate,simulate
min minute ^chinese
mince moderate,soften ^aliment,alter,change,modify
mincing prim
mind brain,head,psyche ^knowledge,object,recall
mindful aware
mine  ^excavation,exploit,tap
miner  ^jack,laborer
mineral  ^material,stuff
mineralize  ^convert
mineralogy  ^geology
mingle amalgamate,commix,mix,unify ^alter,change
miniate  ^color,colour,emblazon
miniature illumination,toy ^copy,painting,picture
miniaturise miniaturize ^reduce,shrink
miniaturize miniaturise ^reduce,shrink
minify decrease,lessen ^alter,change,modify
minimal minimum
minimise downplay,minimize,understate ^inform
minimize downplay,minimise,understate ^decrease,inform,lessen
minimum minimal ^extremum,peak
mining excavation ^production
minister parson,pastor ^attend,clergyman,look,reverend
ministration relief,succor,succour ^aid,assist,assistance
ministry  ^building,edifice
minneapolis  ^city,metropolis
minor child,fry,kid,nestling,youngster ^juvenile
minority  ^figure,number
minstrel  ^sing,singer,vocalist
mint batch,coin,deal,flock,heap,lot
minute bit,min,moment,second ^time
minutia  ^detail,item,point
miracle  ^event,happening,occurrence
miraculous marvelous
mire entangle,slack ^bog,involve
mirror  ^portrayal,reflect,reflector,reverberate
misaddress misdirect ^address,direct
misadvise misguide ^advise,counsel,rede
misalign  ^align,coordinate,ordinate
misally  ^ally
misanthrope  ^crank,grouch
misapply misuse ^apply,employ,use,utilise,utilize
misapprehend misconceive,misconstrue,misinterpret,misunderstand ^construe,interpret
misappropriate defalcate,embezzle,malversate,peculate ^rip,steal
misbehave misconduct,misdemean ^act,move
misbehavior misdeed ^misconduct,wrongdoing
misbelieve  ^believe
miscalculate misestimate ^misjudge
miscalculation  ^error,fault,mistake
miscall misname ^call
miscarry fail
miscast  ^cast
miscegenate  ^cohabit
miscegenation  ^breeding,procreation,reproduction
miscellaneous assorted,mixed,motley,sundry
mischief devilment,shenanigan ^misbehavior,misdeed
mischievous arch,implike,puckish,wicked
misconceive misapprehend,misconstrue,misinterpret,misunderstand ^construe,interpret
misconception  ^idea,thought
misconduct misbehave,misdemean ^act,direction,management,move
misconstruction  ^constituent,misinterpretation,mistaking,misunderstanding
misconstrue misapprehend,misconceive,misinterpret,misunderstand ^construe,interpret
miscount  ^count,counting,enumerate,number,numerate,reckoning
miscreate  ^determine,influence,mold,regulate,shape
misdate  ^date
misdeal  ^deal
misdeed misbehavior ^misconduct,wrongdoing
misdeliver  ^deliver
misdemean misbehave,misconduct ^act,move
misdemeanor violation ^crime
misdirect corrupt,debase,debauch,demoralise,demoralize,deprave
misdo  ^perform
miserable hapless,pathetic,piteous,pitiable,pitiful,poor
misery wretchedness
misestimate miscalculate ^misjudge
misfire  ^break,breakdown,die,fail
misfortune  ^circumstances,destiny,fate,fortune,lot,luck
misfunction malfunction ^break,die,fail
misgauge  ^approximate,estimate,gauge,guess,judge
misgive  ^vex,worry
misgiving apprehension,qualm,scruple ^anxiety,expectation,outlook
misgovern  ^govern,rule
misguide misdirect,mislead ^conduct,direct,guide,lead
mishandle blow,bobble,bodge,bollix,bollocks,botch
misidentify mistake ^identify
misinform mislead ^inform
misinterpret  ^interpret,rede
misinterpretation mistaking,misunderstanding ^interpretation
misjudge  ^err,mistake,slip
mislay misplace ^lose
mislead misdirect,misguide,misinform ^conduct,direct,guide
misleading deceptive
mismanage misconduct,mishandle ^care,deal,handle,manage
mismanagement  ^direction,management
mismarry  ^conjoin,espouse,marry,wed
mismatch  ^counterpart,couple,match,mate,pair,twin
mismate  ^couple,match,mate,pair,twin
misname miscall ^call
misnomer  ^name
misogynist  ^misanthrope
misperceive  ^comprehend,perceive
misplace mislay ^lay,lose,place,pose,position
misplay error ^failure,play,spiel
misprint literal ^error,mistake,print
mispronounce misspeak ^articulate,enounce,enunciate,pronounce,say
misquote  ^citation,cite,quotation,quote
misread  ^read,scan
misremember  ^err,mistake,slip
misrepresent belie ^represent
misrepresentation deceit ^falsity,untruth
miss girl,lose,misfire ^desire,failure,want
missile projectile ^arm,rocket,weapon
mission  ^operation
missionary  ^instructor,teacher
mississippi  ^river
missive letter ^document,text
missouri  ^river
misspeak mispronounce ^articulate,enounce,enunciate,pronounce,say
misspell  ^spell
misspend  ^drop,expend,spend
misstate  ^say,state,tell
mist  ^cover,fog
mistake error,fault,misidentify,misunderstanding ^identify,misconception
mistaken false,misguided
mistaking misinterpretation,misunderstanding ^interpretation
mistime  ^clock,time
mistranslate  ^interpret,render,translate
mistreat abuse,maltreat,step ^handle,treat
mistress  ^lover,woman
mistrust distrust,misgiving,suspect,suspicion ^disbelieve,discredit
misty hazy
misunderstand misapprehend,misconceive,misconstrue,misinterpret ^construe,interpret
misunderstanding misinterpretation,mistaking ^interpretation
misuse abuse,misapply ^apply,employ,employment,exercise
mite hint,jot,pinch,speck,tinge,touch
miter  ^bevel,chamfer,joint
mitigate extenuate,palliate ^apologise,apologize,excuse,rationalise
mitigation  ^decrease,diminution,reduction
mix blend,coalesce,combine,commingle,conflate,desegregate
mixed assorted,miscellaneous,motley,sundry
mixing mix,mixture ^combination,compounding
mixture  ^foodstuff,substance
mizzle drizzle ^rain,rainfall
moan groan ^emit,utter,utterance
mob family,jam,pack,pile,rabble,rout
mobcap  ^cap
mobile wandering ^river
mobilise mobilize,rally ^call
mobility  ^quality
mobilize marshal,mobilise,rally,summon ^call,collect
mock bemock ^derision,handle,ridicule,treat
mockery jeer,scoff,scoffing ^derision
mocking derisive,gibelike,taunting
modal average
mode fashion,manner,style,way ^property
model framework,mold,mould,pattern ^copy,forge
modeled sculptural,sculptured
moderate chair,lead ^adult,decelerate,discuss,grownup
moderation  ^degree,grade,level
modern  ^individual,mortal,person,someone,soul
modernise develop,modernize ^change
modernism  ^genre
modernity modernism ^currency
modernization  ^improvement
modernize develop,modernise,overhaul ^change,regenerate,renew
modest small
modesty reserve ^decency,propriety
modification adjustment,alteration ^change,copy
modified limited
modify qualify ^add,change
modulate  ^play,spiel
modulation transition ^passage,transmission
moil dig,drudge,fag,grind,labor,labour
moire  ^cloth,fabric,material,textile
moist damp
moisten dampen,wash ^wet
moisture wet ^wetness
moisturise humidify,moisturize ^dampen,moisten,wash
moisturize humidify,moisturise ^dampen,moisten,wash
mold cast,mildew,model,mould,stamp ^change
molder decompose,moulder,rot ^decay
molecule  ^unit
molest  ^assail,assault,attack
mollify appease,assuage,conciliate,gentle,gruntle,lenify
mollycoddle baby,cocker,coddle,cosset,featherbed,indulge
molt exuviate,moult,shed,slough ^cast,drop
moment bit,instant,minute,second ^point,time
momentary fleeting,fugitive
momentum impulse ^force,strength
mommy mama,mamma,mum ^mother
monarch sovereign ^ruler
monastery  ^cloister
monastic monk ^religious
monday  ^weekday
monetise monetize ^decriminalise,decriminalize,legalise,legalize,legitimate
monetize monetise ^decriminalise,decriminalize,legalise,legalize,legitimate
money  ^wealth
moneymaker  ^capitalist
moneymaking remunerative ^acquisition
monger dealer,hawk,huckster,peddle,pitch,trader
mongrelise mongrelize ^breed
mongrelize mongrelise ^breed
monish admonish,caution ^warn
monitor proctor,supervise ^observe,supervisor
monitoring  ^observance,observation,watching
monk monastic ^religious
monkey fiddle,tamper ^manipulate,primate
monochrome  ^painting,picture
monocle  ^lens
monologist  ^performer
monologue  ^language,speech
monologuise monologuize,soliloquise,soliloquize ^speak,talk
monologuize monologuise,soliloquise,soliloquize ^speak,talk
monomer  ^compound
monopolise monopolize ^command,control
monopolization  ^domination
monopolize monopolise ^command,control,have,hold
monopoly  ^ascendancy,control,dominance,market,marketplace
monosyllable  ^word
monotone drone ^intonation,modulation
monotony sameness
monsieur  ^man
monsoon  ^wind
monster giant
monstrosity freak,monster ^mutant,sport,variation
monstrous grievous
month  ^period
montreal  ^city,metropolis
monument memorial ^construction,structure
monumentalise monumentalize ^commemorate,immortalise,immortalize,memorialise,memorialize
monumentalize monumentalise ^commemorate,immortalise,immortalize,memorialise,memorialize
moo low ^cry,emit,utter
mooch bum,cadge,grub,sponge ^beggar,obtain
mood climate,humor,humour,temper ^condition,feeling
moon daydream ^idle,laze,object,satellite,slug
moonlight moon,moonshine ^light,work
moonshine moon,moonlight ^distil,distill,extract,light
moor berth ^fasten,fix,secure
moot consider,debate,deliberate ^case,cause,discuss
mop swab,swob ^absorb,draw,imbibe,suck
mope  ^bum,idler,move
moral lesson ^import,meaning,significance
morale  ^disposition,temperament
moralise moralize ^interpret,rede
moralist  ^philosopher
morality ethics,morals ^motivation,motive,need,quality
moralize moralise ^interpret,rede
morals ethics,morality ^motivation,motive,need
more  ^author,statesman,writer
mores  ^convention,formula,normal,pattern,rule
morgue  ^building,edifice
morning  ^farewell,greeting,period
moroccan  ^african
morocco  ^leather
morose dark,glowering,glum,sour,sullen
morph  ^alter,change,modify
morphologic structural
morphology  ^biology
morrow  ^day
morse  ^code
morsel bit,bite ^mouthful,taste
mortal deadly,individual,person,someone,soul ^being
mortar  ^daub,plaster
mortgage  ^owe
mortice mortise ^cut,hole
mortician undertaker
mortification chagrin,humiliation ^embarrassment
mortify  ^check,condition,crucify,discipline,subdue,train
mortise mortice ^cut,hole
mosaic  ^art
moses  ^prophet
mosey amble ^walk
mosh slam,thrash ^dance
motel  ^court
mothball  ^ball,globe,orb,store
mother fuss,overprotect ^care,parent
motherland homeland ^country,land,state
mothproof  ^protect
motif motive ^design,figure,idea,pattern,theme
motion gesticulate,gesture,movement ^communicate,happening,intercommunicate
motionless inactive,static,still
motivate actuate,incite,move,prompt,propel ^cause
motivating motivation,motive ^act,deed
motivation motive,need
motive motivation,motor,need
motley assorted,assortment,miscellaneous,mixed,mixture,potpourri
motor drive ^carry,locomote,machine,move,transport
motorbike cycle,motorcycle ^bike,ride
motorboat  ^boat
motorcar auto,automobile,car,machine
motorcycle bike,cycle,motorbike ^ride
motorise mechanise,mechanize,motorize ^equip,fit,outfit
motorize  ^equip,fit,outfit
mottle blotch,streak ^color,colorise,colorize,colour
mottled dappled
motto shibboleth,slogan ^expression
mould model,mold ^dirt,forge,form,shape
moulder decompose,molder,rot ^decay
moult exuviate,molt,shed,slough ^cast,drop
mound hill,hillock,knoll ^forge,form,mold
mount climb,rise,wax ^ascending,attach,horse
mountain mount ^elevation
mountaineer  ^adventurer,climb,mount
mountainous craggy
mountainside  ^incline,side,slope
mourn  ^celebrate,grieve,keep,observe,sorrow
mourner  ^unfortunate
mouse creep,pussyfoot,sneak ^walk
mousse gel ^dessert,groom,neaten,sweet
mouth speak,talk,utter,verbalise,verbalize ^affect
mouthpiece  ^aperture
move displace,locomote,travel ^change,conclusion,decision
movement motion,move ^change
mover  ^workman
movie film,flick,picture ^product,production,show
moviegoer  ^spectator,viewer,watcher,witness
mow  ^attic,cut,loft
mph  ^indication,rate,reading
muck ooze,slime,sludge ^matter,remove,take
muckrake  ^break,disclose,discover,divulge,expose,reveal
mucosa  ^membrane
mucus  ^secretion
mud clay,mire,muck ^begrime,bemire,colly
muddied dingy,dirty,muddy
muddle clutter,fuddle,jumble,puddle,smother,welter
muddleheaded addlebrained
muddy sloppy ^begrime,bemire,colly,dirty,grime
mudguard  ^fender,wing
mudwrestle  ^wrestle
muff  ^fail,neglect
muffle repress,smother,stifle,strangle ^inhibit,suppress
muffled dull,muted,softened
mulch  ^cover,protection
mulct bunco,con,defraud,diddle,fine,goldbrick
mull contemplate,excogitate,meditate,muse,ponder,reflect
multiple  ^product
multiplication generation,propagation ^breeding,procreation,reproduction
multiplicity  ^magnitude
multiply manifold ^calculate,cipher,compute,cypher,figure
multitude battalion,pack
multitudinous countless,infinite,innumerable,myriad,unnumbered
mum silent ^chrysanthemum
mumble maunder,mussitate,mutter ^mouth,speak,talk
mummify  ^continue,preserve,uphold
munch crunch ^chew,jaw,manducate,masticate,painter
mundane everyday,routine,unremarkable
munich  ^city,metropolis
munition arms ^arm,instrumentality,instrumentation
murder dispatch,execution,hit,mangle,mutilate,off
murderer  ^criminal,crook,felon,killer,outlaw
murk fog ^atmosphere,darken
murky cloudy,muddy
murmur murmuring,mutter,muttering ^mouth,sound,speak
murmuring murmur,mutter,muttering ^sound
muscle  ^contractor,pass
muscleman muscle ^bully,roughneck,rowdy,ruffian,tough
musculature  ^system
muse contemplate,excogitate,meditate,mull,ponder,reflect
museum  ^deposit,repository
mush pulp ^drive,mass
mushroom  ^cull,pick,pluck
music  ^sound
musical  ^film,flick,movie,picture,play
musician instrumentalist,player ^artist,performer
musicianship  ^art,artistry,prowess
musing brooding,contemplation,contemplative,meditative,pensive,reflection
muss mess,tussle ^disarrange,disorder
mussitate maunder,mumble,mutter ^mouth,speak,talk
muster rally,summon ^assemblage,call,collect,garner
mutant sport,variation ^being,organism
mutate  ^change
mute damp,dampen,dull,muffle,unspoken ^soften
muted quiet,subdued
mutilate mangle ^damage
mutilation  ^injury
mutineer  ^rebel
mutiny  ^arise,insurrection,rebel,rebellion,revolt,rise
mutter croak,gnarl,grumble,maunder,mumble,murmur
muttering murmur,murmuring,mutter ^sound
mutton  ^meat
mutual common
muzzle  ^equip,face,fit,opening,outfit
myelofibrosis  ^fibrosis
myofibril myofibrilla ^strand
myofibrilla myofibril ^strand
myriad countless,infinite,innumerable,multitudinous,unnumbered
myrtle  ^periwinkle
mysterious cryptic,deep,inscrutable,mystic,mystical,occult
mystery enigma,secret
mystic mysterious,mystical,occult,secret ^believer,worshipper
mystical mystic
mystify amaze,baffle,beat,bewilder,dumbfound,flummox
mystique  ^air,atmosphere
myth  ^story
mythicise mythicize ^construe,interpret,see
mythicize mythicise ^construe,interpret,see
mythological fabulous,mythic
mythologise mythologize ^fabricate,invent,manufacture
mythologize mythologise ^fabricate,invent,manufacture
mythology  ^accumulation,aggregation,assemblage,collection
nab apprehend,arrest,collar,cop,nail ^clutch
nadir  ^adversity,hardship
nag peck,scold ^complain,kick,kvetch,plain
nagging shrewish
nail apprehend,arrest,collar,cop,nab ^attach
naked bare,nude
nakedness  ^condition,status
name call,identify ^denote,label,refer,reputation
namedrop  ^advert,cite,mention,name,refer
nameless unknown
namesake  ^individual,mortal,person,someone,soul
nap catnap,sleep ^kip,period,slumber
napoleon  ^general
naprapath  ^healer,therapist
narcotise narcotize ^dose,drug
narcotize narcotise ^dose,drug
nark annoy,bother,chafe,devil,gravel,irritate
narrate  ^inform
narrative story,tale ^content,message,substance
narrow contract,specify ^change,determine,sound,strait
narrowing  ^configuration,contour,form,shape
narrowness  ^breadth,width
nasal pinched ^consonant
nasale  ^emit,utter
nasalise nasalize ^articulate,enounce,enunciate,pronounce,say
nasalize nasalise ^articulate,enounce,enunciate,pronounce,say
nasty awful
natal  ^district,dominion,territory
nation commonwealth,country,land,state ^people
national subject ^individual,mortal,person,someone,soul
nationalise nationalize ^alter,change,modify
nationalism patriotism ^doctrine,ism,loyalty,philosophy
nationality  ^people
nationalize nationalise ^alter,change,modify
native aborigine ^individual,mortal,person,someone,soul
natter chaffer,chat,chatter,chitchat,claver,confab
natural  ^success,winner
naturalise naturalize ^accommodate,adapt
naturalize naturalise ^alter,change,modify
naturalized established
naturalness  ^quality
nature  ^cause,quality
naturopath  ^healer,therapist
naught cipher,cypher,nix,nothing,null,zero
nausea sickness ^symptom
nauseate sicken ^disgust,repel,revolt
nauseated sick,sickish
nautical marine
navel  ^point
navigate sail,voyage ^journey,travel
navigation  ^direction,guidance
navigator  ^officer
navy  ^blue,service
nay  ^negative
nazi  ^fascist
nazify  ^alter,change,modify
nazism  ^fascism,socialism
neanderthal  ^human,man
near approach,close ^come
nearness  ^distance
nearsighted shortsighted
neat orderly
neaten straighten,tidy ^order
nebulous cloudy
necessary essential,necessity,requirement ^thing
necessitate ask,demand,involve,need,postulate,require
necessity essential,necessary,requirement ^demand,need,thing
neck  ^pet
necktie tie
necropsy autopsy ^examination,scrutiny
necrose gangrene,mortify,sphacelate ^rot,waste
necrosis gangrene,mortification ^death
nectar  ^secretion
need ask,demand,involve,necessitate,postulate,require
needed required
needle goad ^beset,chevvy,chevy,chivvy,chivy
needless gratuitous
negate belie,contradict ^depart,deviate,diverge,vary
negative blackball,veto ^contradict,controvert,denial,oppose
neglect disregard,drop,fail,miss,omit,overleap
neglected unheeded
negligence carelessness,neglect
negociate manage ^succeed,win
negotiate negociate ^discuss
negotiation dialogue,talks ^discussion,word
negro black,colored ^individual,mortal,person,someone
neigh nicker,whicker,whinny ^cry,emit,utter
neighbor neighbour ^dwell,individual,inhabit,live,mortal
neighborhood locality,neighbourhood,vicinity ^community,section
neighborliness  ^friendliness
neighbour neighbor ^dwell,individual,inhabit,live,mortal
neighbourhood locality,neighborhood,vicinity ^section
neocortex  ^cortex
neoliberal  ^liberal,progressive
nerve heart,steel ^brace,bravery,courage,poise
nerveless cool
nerves nervousness ^possession,willpower
nervous anxious,uneasy
nervousness  ^anxiety
nest  ^dwell,embed,engraft,imbed,implant,inhabit
nestle cuddle,nest,nuzzle,snuggle ^clutch,embrace
net clear,final,last,nett,sack ^benefit
netlike lacy
netmail email ^telecommunicate
nett net ^catch,grab
nettle urticate ^bite,burn,sting,weed
nettlesome annoying,galling,irritating,pestering,teasing
network web ^communicate,intercommunicate,scheme,system
neurosis  ^disturbance
neurotic  ^sufferer
neuter alter,castrate,spay ^desex,desexualise,desexualize
neutral impersonal,indifferent,inert ^individual,mortal,person
neutralise liquidate,neutralize,waste ^kill
neutralist  ^advocate,proponent
neutralization  ^override
neutralize negate,neutralise,nullify ^alter,change,modify
new fresh,novel
newborn  ^babe,baby,infant
newcastle  ^city,metropolis,port
newcomer entrant,fledgling,freshman,starter ^arrival,beginner
newfoundland  ^dog
newport  ^city,metropolis,port
news intelligence,tidings,word ^information
newsboy carrier
newsletter  ^account,report,story
newsman reporter
newspaper paper ^press,publisher
newspaperman correspondent ^journalist
newton  ^physicist
newtonian  ^follower
next adjacent,following
nibble  ^bite
nice decent ^city,metropolis
nicety justness,rightness ^conformity
niche corner,recess,recession ^place,station
nick dent,ding,gouge,snick ^blemish,cut
nickel  ^coin,metal,plate
nicker neigh,whicker,whinny ^cry,emit,utter
nickname dub ^call,denomination,designation,name
nictate blink,nictitate,wink
nictitate blink,nictate,wink
niggle fret,fuss ^worry
night dark,nighttime ^period
nightclub club ^spot
nightdress gown
nightfall dusk,fall,twilight ^hour
nightmare incubus ^dream,situation
nighttime dark,night ^period
nihilism  ^doctrine,ism,philosophy
nimble agile,quick
nine  ^figure
nineteenth  ^rank
nineties  ^decade
ninth  ^rank
nip pinch,shot,squeeze,tweet,twinge,twitch
nirvana enlightenment
nitpick  ^criticise,criticize,knock
nitrate  ^compound,process,treat
nitrify  ^convert
nitrogen  ^element,gas
nitrogenise nitrify,nitrogenize ^process,treat
nitrogenize nitrify,nitrogenise ^process,treat
nix cipher,cypher,disallow,forbid,interdict,naught
nobble bunco,con,defraud,diddle,goldbrick,hornswoggle
nobility aristocracy,grandeur ^elite
noble baronial,imposing,lord,stately
nobody cipher,cypher ^commoner
nock mark,score ^notch
nod  ^communicate,gesticulate,gesture,inclination,intercommunicate,motion
noise racket,resound ^sound
noisemaker  ^device
nominal token,tokenish ^phrase
nominate  ^propose
nomination  ^appointment,assignment,designation
nonchalant casual
nonchurchgoing lapsed
noncom  ^officer
nonconformist  ^protestant
nondescript  ^individual,mortal,person,someone,soul
nonequivalence  ^inequality
nonfiction  ^prose
nonoccurrence  ^absence
nonplus amaze,baffle,beat,bewilder,dumbfound,flummox
nonresident  ^individual,mortal,person,someone,soul
nonsense bunk ^content,message,substance
noon midday ^hour
noose gin,snare ^intertwine,loop,trap
noradrenaline  ^catecholamine
norm average ^criterion,measure,standard,statistic,touchstone
normal convention,formula,pattern,rule ^practice
normalise normalize ^change
normalize normalise ^change
north union ^america
northeast  ^point
northerly northern ^wind
northern northerly
northerner yank,yankee ^american,dweller,inhabitant
northland  ^region
nose intrude,poke,pry ^advance,front,look
nosedive  ^decline,diminution,dive,plunge,plunk
nosh snack ^bite,eat
nostalgia  ^longing,yearning
notable famed,famous,illustrious,luminary,noted ^celebrity
notarise notarize ^attest,certify,demonstrate,evidence,manifest
notarize notarise ^attest,certify,demonstrate,evidence,manifest
notation  ^writing
notch  ^incise,indentation,indenture
note billet,line,mark,mention,notice,observe
notebook  ^book,volume
noted famed,famous,illustrious,notable
nothing cipher,cypher,naught,nix,null,zero
notice detect,discover,find,mark,note,observance
noticeable detectable
notification presentment
notify advise,apprise,apprize ^inform
notion belief,feeling,impression,opinion ^concept,conception
notorious infamous
noun  ^substantive
nourish aliment,nurture,nutrify,sustain ^cater,feed
nourishment aliment,sustenance ^food,nutrient
nov november
novate  ^replace
novel fresh,new ^fiction
novelise fictionalise,fictionalize,novelize ^convert
novelist  ^author,writer
novelize fictionalise,fictionalize,novelise ^convert
novelty freshness ^originality
november nov
novitiate  ^period
now  ^present
nowhere  ^obscurity
nozzle nose ^spout
nuance nicety,refinement,shade,subtlety ^import,meaning
nubbin  ^stub
nuclear atomic
nucleate  ^become,turn
nucleus  ^center,centre
nude bare,naked ^painting,picture
nudge jog,prod ^force,push,pushing
nuisance  ^annoyance,bother,infliction,pain
nuke atomise,atomize,zap ^bomb,bombard,load
null cipher,cypher,naught,nix,nothing,void
nullify annul,avoid,invalidate,quash,void ^cancel
numb asleep,benumb,blunt,dull ^desensitise,desensitize
number amount,come,figure,total ^denominate,designate
numbering  ^list
numbness  ^symptom
numerate count,enumerate,number ^ascertain,determine,find
numerous legion
nun  ^religious
nurse entertain,harbor,harbour,hold ^experience,feel
nursing  ^aid,attention,care,tending
nurture foster,raising,rearing ^encourage
nut  ^collect,garner,gather,seed
nutate  ^rock,shake,sway
nuthouse  ^institution
nutrient food,nutritive ^substance
nutrify aliment,nourish ^feed,give
nutritive nutrient
nuzzle cuddle,nest,nestle,snuggle ^clutch
nymph  ^larva
nymphomaniac  ^degenerate,deviant,deviate,pervert
oak  ^tree,wood
oath curse,cuss,expletive,swearing ^commitment,dedication
obdurate obstinate
obedience  ^compliance,submission
obelisk  ^column,pillar
obey  ^adapt,adjust,conform
obfuscate  ^alter,change,modify
object aim,objective,target ^disapprove,end,goal
objectification  ^realization
objectify exteriorise,exteriorize,externalise,externalize ^alter,change
objection remonstrance ^communicating,communication
objectionable obnoxious
objective aim,object,target ^end,goal
objectivity  ^judgment
objurgate condemn,decry,excoriate,reprobate ^denounce
obligate compel,oblige ^cause,get,have,induce
obligation duty,responsibility ^state
oblige bind,compel,hold,obligate ^cause,get
oblique  ^case
obliterate hide,kill,obscure,veil ^alter,change
obliteration annihilation ^destruction
oblivion limbo ^obscurity
obnoxious objectionable
obnubilate becloud,befog,cloud,fog,mist,obscure
obscure becloud,befog,blur,cloud,confuse,dark
obscurity abstruseness ^standing
observable discernible,evident
observance observation,watching ^look,looking
observation observance,watching ^look,looking,measure,measurement
observational experimental
observe detect,discover,find,mention,note,notice
observed discovered
observer commentator ^expert,individual,mortal,person,someone
obsess ghost,haunt ^preoccupy
obsessed haunted,preoccupied
obsolesce  ^change
obstacle obstruction ^balk,baulk,check,deterrent,handicap
obstinate stubborn ^persevere,persist
obstipate  ^bind,constipate
obstruct block,blockade,embarrass,hinder,impede,jam
obstruction  ^construction,structure
obtain find,get,incur,receive ^acquire,change
obtrude  ^force,push
obtund  ^blunt,deaden
obturate block,impede,jam,obstruct,occlude ^hinder
obverse  ^alternative,choice
obviate eliminate
occasion affair,function,juncture ^cause,happening,make
occasions  ^business
occidental  ^dweller,inhabitant
occidentalise occidentalize,westernise,westernize ^alter,change,modify
occidentalize occidentalise,westernise,westernize ^alter,change,modify
occlude block,impede,jam,obstruct,obturate ^hinder
occluded sorbed
occlusion  ^attack
occlusive stop
occult eclipse,supernatural ^cause,overshadow
occupancy tenancy ^residence
occupant resident ^dweller,inhabitant
occupation business,job,line ^activity
occupy busy,reside ^dwell,inhabit,live,populate
occur come,hap,happen,pass ^become
occurrence happening ^event,presence
ocean  ^water
ocelot  ^wildcat
oct october
october oct
ocular eyepiece,optical ^lens
odd uneven
odds  ^likelihood
odessa  ^city,metropolis,port
odious abominable
odor aroma,scent,smell ^property,sensation
odorize odourise,scent
odourise odorize,scent
odyssey  ^journey,journeying
off dispatch,hit,murder,remove,slay ^kill
offbeat upbeat ^beat,rhythm
offence offense,offensive ^operation
offend pique ^anger
offense offence ^anger,behavior,conduct
offensive offence,offense ^operation
offer offering,proffer ^content,furnish,give,message
offering offer ^content,message,substance
office agency,authority,bureau
officer  ^command,holder,man,official
officialise officialize ^alter,change,modify
officialize officialise ^alter,change,modify
officiate function ^perform,serve
offload  ^transfer
offsaddle unsaddle ^remove,take,withdraw
offset beginning,cancel,countervail,first,kickoff,outset
offspring issue ^consequence,effect,event,outcome,relation
offstage backstage,wing ^stage
ogle  ^look
oil  ^cover
oilcloth  ^cloth,fabric,material,textile
oilfield  ^field
oily greasy
oink grunt,squeal ^emit,noise,utter
okay approve,cool,fine,sanction ^authorise,authorize
old  ^past,yesteryear
older aged,elder,elderly,senior
oldster  ^adult,grownup
olive  ^fruit
ology  ^discipline,field,study,subject
olympics  ^athletics
omen augur,auspicate,betoken,bode,forecast,foreshadow
ominous baleful,menacing,sinister,threatening
omission skip ^error,fault,mistake,neglect
omit except,exclude ^eliminate,extinguish
oncoming onset ^start
one ace,single,unity ^figure,unit
oneness unity ^identity
onetime former,old
onlooker  ^spectator,viewer,watcher,witness
onrush attack,onset,onslaught ^operation,rush,surge
onset oncoming ^start
onslaught attack,onrush,onset ^operation,trouble
ooh aah ^cry,exclaim,outcry,shout
ooze muck,seep,slime,sludge ^course,feed
opacify  ^alter,change,modify
opalesce  ^reflect,shine
opalise opalize ^alter,change,modify
opalize opalise ^alter,change,modify
open clear,unfastened ^area,country,exterior,outside
opened open
opener  ^start
opening gap ^ceremony,observance,space
openwork  ^work
opera  ^classical
operagoer  ^patron
operate function,run,work ^direct
operation  ^action,activity
operational functional,usable,useable
operations  ^dealing,dealings,transaction
operative  ^agent
operator  ^cause,function,map
opine animadvert ^declare
opinion sentiment,thought,view ^belief,content,message
opponent adversary,antagonist,opposing,opposite,opposition ^contestant
opportunism  ^selfishness
opportunity chance ^possibility
oppose defend,fight ^argue,contend,debate,fence
opposing opponent
opposite contrary,paired,reverse ^opposition,word
opposition resistance ^action,relation
oppress crush,suppress
oppression subjugation ^persecution
oppugn question ^challenge
opsonize  ^alter,change,modify
opt choose,prefer
optical ocular,visual
optimal optimum
optimise optimize ^hone,perfect
optimism  ^hope
optimize optimise ^hone,perfect
optimum optimal ^good,goodness
opulent gilded,grand,lush,luxurious,sumptuous
opus composition,piece ^music
oral unwritten ^examination,test
orange  ^citrus
orate  ^speak,talk
orator rhetorician ^speaker
oratorio  ^classical
orb eyeball,orbit,revolve ^capsule,circle
orbit area,arena,domain,field,orb,revolve
orchard grove,plantation ^garden
orchestrate  ^score
orchestration instrumentation ^arrangement,transcription
orchid  ^flower
ordain consecrate,enact,order,ordinate ^decree,enthrone
ordeal  ^experience
order enjoin,say,tell ^bespeak,bid,bidding
ordering order ^arrangement,organization
orderliness  ^regularity
orderly  ^attendant,soldier,tender
ordinance regulation ^rule
ordinary average ^condition,judge,jurist,justice
ordinate consecrate,ordain,order ^enthrone,invest,vest
ore  ^mineral
organ  ^agency,authority,bureau,office
organic  ^fertilizer
organise coordinate,organize ^arrange
organism being
organization arrangement,system ^structure
organize form,organise ^care,create,deal,handle
organizer  ^thinker
orgy binge,splurge ^rite
orient east,orientate,point ^asia,decide,determine
orientalise orientalize ^alter,change,modify
orientalize orientalise ^alter,change,modify
orientate orient ^decide,determine
orientation  ^attitude,location,placement,position
orifice opening ^passage,passageway
origin beginning,descent,root,source ^ancestry,derivation
original master,pilot ^creation,example,model
originality  ^ability,power,quality
originate arise,develop,grow,initiate,rise,start
orinoco  ^river
ornament adorn,beautify,decorate,decoration,embellish,grace
ornery crotchety
orphan  ^child,deprive,divest,fry,kid,minor
orthography  ^writing
orthophosphate phosphate ^salt
oscillate hover,vacillate,vibrate ^hesitate,waffle,waver
oscillation vibration ^action,activity,wave
oscillator  ^generator
osseous bony
ossify  ^turn
ostentate flash,flaunt,swank ^display,exhibit,expose
osteoporosis  ^pathology
ostracise ban,banish,blackball,ostracize,shun ^expel
ostracize ban,banish,blackball,ostracise,shun ^expel
oust expel ^remove
out  ^break,disclose,discover,divulge,expose,failure
outbalance outweigh,overbalance,preponderate ^dominate,predominate,prevail
outbid  ^bid,call
outbrave  ^resist,withstand
outbreak eruption,irruption ^happening,occurrence
outburst burst,gush ^expression,happening,manifestation,occurrence
outcall  ^bid,call
outcast  ^unfortunate
outclass  ^subordinate
outcome consequence,effect,event,issue,result,resultant
outcrop  ^appear,rock,stone
outcry call,cry,outshout,shout,yell ^exceed
outdistance distance,outstrip
outdo exceed,outgo,outmatch,outperform,outstrip,surmount
outdoor outside
outdraw  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outface outstare ^gaze,stare
outfield  ^parcel,tract
outfielder  ^fielder
outfight  ^beat,crush,shell,trounce,vanquish
outfit equip,fit,rig ^attire,dress,furnish
outflank  ^locomote,move,travel
outflow escape,leak,leakage ^discharge,run
outfox  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outgeneral  ^outmaneuver,outmanoeuvre,outsmart
outgo exceed,expenditure,outdo,outlay,outmatch,outperform
outgrow  ^develop,grow
outguess  ^anticipate,call,forebode,foretell,predict,prognosticate
outing excursion,expedition,jaunt,junket,sashay ^journey
outlast outlive,survive
outlaw criminal,criminalise,criminalize,crook,felon,illegalise
outlay spending ^payment
outlet  ^receptacle
outline abstract,adumbrate,precis,sketch ^bound,boundary
outlined defined
outlive outlast,survive
outlook expectation,mentality,prospect ^attitude,belief
outmaneuver outmanoeuvre,outsmart ^best,outdo,outflank,scoop
outmanoeuvre outmaneuver,outsmart ^best,outdo,outflank,scoop
outmarch  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outmatch exceed,outdo,outgo,outperform,outstrip,surmount
outmode  ^alter,change,modify
outmoded antique
outnumber  ^amount,come,number,total
outpace  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outperform exceed,outdo,outgo,outmatch,outstrip,surmount
outplay  ^beat,crush,shell,trounce,vanquish
outpoint  ^sail
outpost  ^colony,post,settlement,station
output yield ^create,make,produce,product,production
outrage appal,appall,indignation,offend,scandalise,scandalize
outraged incensed,indignant
outrageous hideous,horrid
outrange  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outrank rank ^excel,surpass
outreach  ^reach,stretch
outride stay
outright unlimited
outrival outvie ^rival
outroar  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outrun  ^run
outsail  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outscore outpoint ^beat,crush,shell,trounce,vanquish
outsell  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outset beginning,first,kickoff,offset,start ^point
outshine  ^beam,shine
outshout outcry ^exceed,outdo,outgo,outmatch,outperform
outside exterior,external,extraneous ^part,region,surface
outsider foreigner ^alien,stranger,unknown
outskirt fringe
outskirts  ^section
outsmart beat,circumvent,outfox,outwit,overreach ^exceed
outsource  ^source
outspan  ^unharness,unyoke
outspoken vocal
outstanding prominent,salient,spectacular,striking
outstare outface ^gaze,stare
outstay overstay ^abide,bide,stay
outstrip exceed,outdo,outgo,outmatch,outperform,surmount
outvie outrival ^rival
outvote  ^vote
outwear  ^exceed,outdo,outgo,outmatch,outperform,outstrip
outweigh outbalance,overbalance,preponderate ^dominate,exceed,outdo
outwit beat,circumvent,outfox,outsmart,overreach ^exceed
ovenbake  ^bake
over complete ^division,part,section
overachieve  ^perform
overachievement  ^performance
overachiever  ^pupil,student
overact ham,overplay ^act,play,playact,roleplay
overarch  ^dominate,predominate,prevail,reign,rule
overawe cow ^awe
overbalance outbalance,outweigh,preponderate ^dominate,predominate,prevail
overbear  ^dominate
overbearing authoritarian
overbid  ^bid,call,tender
overboil  ^boil
overburden  ^burden,charge,ground,land,saddle,soil
overcapitalise overcapitalize ^capitalise,capitalize
overcapitalize overcapitalise ^capitalise,capitalize
overcast cloud,clouded ^darken
overcharge fleece,gazump,hook,pluck,plume,rob
overclothe overdress ^apparel,clothe,dress,enclothe,garb
overcloud  ^darken
overcoat greatcoat ^coat
overcome defeat,master,subdue,surmount ^beat,crush
overcompensate compensate,cover ^correct,counterbalance
overconfident positive
overcook  ^cook
overcrop overcultivate ^crop,cultivate,work
overcrowd  ^crowd,herd
overcultivate overcrop ^crop,cultivate,work
overdo exaggerate ^make
overdone exaggerated
overdose  ^dose,drug
overdramatise overdramatize ^dramatise,dramatize
overdramatize overdramatise ^dramatise,dramatize
overdraw  ^draw,withdraw
overdress overclothe ^apparel,clothe,dress,enclothe,garb
overdrive  ^action,activity,exploit,overwork
overeat binge,englut,engorge,glut,gorge,gormandise
overemphasise overemphasize,overstress ^amplify,exaggerate,hyperbolise,hyperbolize
overemphasize overemphasise,overstress ^amplify,exaggerate,hyperbolise,hyperbolize
overestimate overestimation,overrate ^appraisal,estimate,misjudge
overestimation overestimate ^appraisal,estimate
overexert  ^exert
overexploit  ^exploit,tap
overexpose  ^expose
overextend overstrain ^extend,strain
overfatigue overtire,overweary ^fag,fatigue,jade,outwear
overfeed  ^feed,give
overfill  ^fill
overflow flood,overrun ^flow,spill,stream
overfly  ^locomote,move,travel
overgeneralise overgeneralize ^extrapolate,generalise,generalize,infer
overgeneralize overgeneralise ^extrapolate,generalise,generalize,infer
overgorge binge,englut,engorge,glut,gorge,gormandise
overgrow  ^exceed,surpass,transcend
overhang  ^jut,project,projection,protrude
overhaul modernise,modernize,overtake,pass,service ^advance
overhead  ^expense
overhear catch ^hear
overheat  ^heat
overindulge binge,englut,engorge,glut,gorge,gormandise
overjoy  ^gladden,joy
overlap intersection ^coincide,continue,cooccur,cover,extend
overlay cover ^protection
overleap  ^exaggerate,overdo
overlie  ^lie
overload clog ^burden,fill,load,loading
overlook  ^lie,lose,miss,place,spot
overmaster overpower,overwhelm ^beat,crush,shell,trounce
overnighter  ^guest
overpay  ^pay
overpayment  ^payment
overplay ham,overact ^act,play,playact,roleplay
overpopulate  ^dwell,inhabit,live,populate
overpower overcome,overmaster,overtake,overwhelm,whelm ^arouse
overpraise  ^exaggerate,overdo
overprice  ^price
overprint  ^impress,print
overproduce  ^farm,grow,produce,raise
overprotect fuss,mother ^care
overprotection  ^protection
overrate overestimate ^misjudge
overreach beat,circumvent,outfox,outsmart,outwit ^exceed
overreact  ^react,respond
overrefine  ^down,polish,refine
override overrule,overthrow,overturn,reverse ^decree,device
overriding paramount,predominate
overrule override,overthrow,overturn,reverse ^decree,rule
overrun infest ^invade,occupy,production
overseas abroad
oversee manage,superintend,supervise ^administer,administrate
oversew  ^overcast
overshadow dominate,eclipse ^brood,hover,loom
overshoot  ^aim,aspire,blast,miss,shoot
oversimplify  ^exaggerate,overdo
overspecialise overspecialize ^narrow,specialise,specialize
overspecialize overspecialise ^narrow,specialise,specialize
overspend  ^spend
overspread spread ^continue,cover,extend
overstate amplify,exaggerate,hyperbolise,hyperbolize,magnify,overdraw
overstay outstay ^abide,bide,stay
overstep transgress,trespass ^pass
overstock  ^stock
overstrain overextend ^extend,strain
overstress overemphasise,overemphasize ^amplify,exaggerate,hyperbolise,hyperbolize
overstretch pull ^injure,wound
overstuff  ^stuff
oversupply flood,glut,surfeit ^furnish,provide,render
overt open
overtake catch,overhaul,pass ^advance,progress
overtax  ^tax
overthrow overturn,subvert ^conclusion,depose,ending,termination
overtire overfatigue,overweary ^fag,fatigue,jade,outwear
overtone  ^import,meaning,significance
overtop command,dominate,overlook ^lie
overtrump  ^ruff,trump
overture preliminary,prelude ^inception,music,origin
overturn turnover,upset ^displace,inversion,move,turn
overturned upset
overuse overdrive ^apply,development,employ,exploitation,use
overvalue overestimate ^value
overweary overfatigue,overtire ^fag,fatigue,jade,outwear
overweight corpulence,fleshy,heavy
overwhelm deluge,overcome,overpower,overtake,whelm ^arouse
overwinter winter ^pass,spend
overwork  ^labor,labour,process,toil,work
overwrite  ^save,write
ovulate  ^discharge,eject,exhaust,expel,release
owing outstanding
own have,possess
owner proprietor ^businessman,individual,mortal,person,someone
ownership possession ^control,relation
oxcart  ^cart
oxen cattle,cows ^bovine
oxford  ^city,metropolis
oxidate oxidise,oxidize ^change
oxidation  ^reaction
oxidise oxidate,oxidize ^alter,change,modify
oxidize oxidate,oxidise ^change
oxygen  ^element,gas
oxygenate aerate,oxygenise,oxygenize ^process,treat
oxygenise oxygenize ^alter,change,modify
oxygenize oxygenise ^alter,change,modify
oxytetracycline  ^antibiotic
oyabun  ^supervisor
oyster  ^collect,garner,gather
ozone  ^gas
ozonise ozonize ^convert
ozonize ozonise ^convert
pace footstep,gait,step,stride ^locomote,move
pachinko  ^pinball
pacific  ^ocean
pacify appease,assuage,conciliate,gentle,gruntle,lenify
pacing tempo ^gait
pack battalion,multitude ^accumulation,aggregation,assemblage,case
package box,bundle,packet,parcel ^accumulation,aggregation
packaging  ^business
packed jammed
packet bundle,package,parcel ^accumulation,aggregation,assemblage
packing  ^enclosure,material,stuff
packinghouse  ^building,edifice
pact accord,treaty
pad aggrandise,aggrandize,dramatise,dramatize,embellish,embroider
paddle  ^bat,boat
padlock  ^lock
paean  ^congratulations,praise
pagan ethnic,gentile
paganise paganize ^alter,change,modify
paganism  ^faith,religion
paganize paganise ^alter,change,modify
page  ^leaf,summon
pageant  ^representation
paginate foliate,page ^number
paging  ^utterance
pail bucket ^vessel
pain ail,trouble ^feeling,hurt,symptom
painful sore
pains strain,striving ^attempt,effort,endeavor,endeavour
paint pigment ^coat,coating,color,colour,create
painter  ^artist
painting picture ^art
pair brace,couple,match,mate,span,twin
pal brother,buddy,crony ^befriend,friend
palace castle ^authorities,government,hall,manse,regime
palatalise palatalize ^articulate,enounce,enunciate,pronounce,say
palatalize palatalise ^articulate,enounce,enunciate,pronounce,say
palaver blab,blabber,chatter,clack,gabble,gibber
pale blanch,blench,pallid,picket,sick,wan
paleocortex  ^cortex
palermo  ^city,metropolis,port
palestine  ^mandate,mandatory
palette  ^board,compass,orbit,range,reach,scope
palisade fence,surround,wall ^fortification,munition,protect
pall chill,dull ^apprehension,change,dread
palliate extenuate,mitigate ^apologise,apologize,excuse,rationalise
pallid pale,sick,wan
pallor  ^complexion
palm handle ^area,region,touch
palpable tangible
palpate feel ^touch
palpebrate  ^blink,nictate,nictitate,wink
palpitate  ^agitate,shake
palsy  ^paralyse,paralyze
palter equivocate,prevaricate,tergiversate ^misinform,mislead
pamper baby,cocker,coddle,cosset,featherbed,indulge
pamphlet leaflet,tract ^book
pan  ^locomote,move,travel,wash
pander gratify,indulge,pimp,procurer ^cater,offender
panel  ^adorn,beautify,decorate,embellish,grace,ornament
paneling pane ^panel
pang stab,twinge ^feeling
panhandle  ^beg
panic affright,scare,terror ^anxiety,dread,fear
panicked frightened,terrified
pant gasp,heave,puff ^blow,emit,noise
pantheon  ^accumulation,aggregation,assemblage,collection
panther  ^cat
panting heaving ^breathing,respiration,ventilation
pantomime mime ^act,acting,play,playact,playacting
pantry  ^storeroom
pap  ^drivel,garbage
papa dad,daddy,pop ^father
papal apostolic
paper composition,report,theme ^cover,essay,material
paperback  ^book,volume
papers document ^writing
paperwork  ^work
par equality,equation,equivalence ^hit,position,score
parable allegory ^story
parachute chute,jump ^dive,plunge,plunk
parade exhibit,march,promenade,troop ^process,succession
paradigm epitome,image,prototype ^example,inflection,model
paradise heaven,nirvana ^part,region
paradox  ^contradiction
paragon idol,perfection ^ideal
paragraph  ^dissever,divide,separate,split,writing
parakeet  ^parrot
parallel analogue,collimate,latitude ^agree,alter,change
parallelism correspondence ^similarity
parallelize  ^lay,place,pose,position,put,set
paralyse paralyze ^deactivate,inactivate
paralyze paralyse ^deactivate,immobilise,immobilize,inactivate
paramagnet  ^magnet
parameter  ^constant,factor,invariable
paramount overriding,predominate
paranoiac paranoid ^psychotic
paranoid paranoiac ^psychotic
paraphernalia gear ^equipment
paraphrase rephrase,reword ^ingeminate,iterate,reiterate,repeat
parasite  ^being,organism
parboil blanch ^cook
parcel package,portion,share ^allocation,allotment,container
parch sear ^dry
parched baked,scorched,sunbaked
parchment  ^paper
pardner collaborator,partner ^associate
pardon excuse ^forgive
pare  ^decrease,lessen,minify
parent nurture,raise,rear
parenthood  ^adulthood
parget  ^daub,plaster
parimutuel  ^bet,wager
parish  ^community
parishioner  ^churchgoer
parisian  ^frenchman
parisology  ^ambiguity
park common,green ^channelise,channelize,direct,guide
parking  ^maneuver,manoeuvre,room,way
parlance idiom ^expression,formulation
parlay  ^back,bet,gage,game,punt,stake
parley  ^dialogue,negociate,negotiation,talks
parliament  ^legislature
parlor  ^room
parody burlesque,lampoon,mockery,spoof,takeoff,travesty
parole word ^free,liberate,loose,promise,release
paroxysm fit ^attack
parrot  ^bird,echo,repeat
parry block,deflect ^fence
parse  ^analyse,analyze,dissect
parson minister,pastor ^clergyman,reverend
parsonage  ^residence
part break,component,constituent,portion,separate,split
partake  ^share
parthenon  ^temple
partial  ^derivative,differential
participant player ^associate
participate enter ^act,move
participation engagement,involvement
particle atom,molecule,speck ^body,material,stuff
particular peculiar,special,specific ^fact
particularise particularize,specialise,specialize,specify ^dilate,elaborate
particularize particularise,specialise,specialize,specify ^dilate,elaborate
particulate  ^material,stuff
parting farewell,leave ^departure,going,leaving
partition  ^construction,divide,part,separate,structure
partner collaborator,mate,pardner,spouse ^associate,furnish
partnership  ^business,concern
parts  ^environment,environs,surround,surroundings
party  ^celebrate,fete,organization
pass passing,surpass,walk ^accomplishment,achievement,leave
passage transition ^section,subdivision
passageway passage ^structure
passenger rider ^traveler,traveller
passing departure,ephemeral,exit,expiration,going,loss
passion heat,warmth ^emotionalism,emotionality,feeling
passive inactive,peaceful ^voice
passivity  ^inertia
past preceding,yesteryear ^period,time
paste glue ^attach,composition
pasted glued
pastelike pasty
pasteurise pasteurize
pasteurize pasteurise
pastime interest,pursuit ^diversion,recreation
pastor minister,parson ^clergyman,reverend
pastoral  ^composition,opus,piece
pasture crop,forage,grass,graze ^feed,fodder
pasty gummy,pastelike,sticky
pat chuck,dab,rap,slick,tap ^caress
patch dapple,fleck,piece,plot,speckle,spot
patchwork hodgepodge,jumble ^theory
patent  ^document,papers,procure,secure
path way ^course
pathetic hapless,miserable,piteous,pitiable,pitiful,poor
pathogenic infective
pathologic diseased,pathological
pathological pathologic
pathologist diagnostician ^specialist
pathos poignancy ^quality
pathway footpath,tract ^path
patient  ^case,sufferer
patina  ^coat,coating
patinate patinise,patinize ^coat,surface
patinise patinate,patinize ^coat,surface
patinize patinate,patinise ^coat,surface
patriot  ^national,subject
patriotic loyal
patriotism nationalism ^loyalty
patrol police ^detachment,guard,protection
patroller  ^watcher,watchman
patrolman  ^lawman
patron  ^client,customer
patronage backing,championship ^approval,blessing,keep,maintain
patronise frequent,patronize,shop,sponsor ^support
patronize frequent,patronise,shop,sponsor ^support
patronizing arch,condescending
patronne  ^patron,sponsor,supporter
patter spatter,spiel,spit,sprinkle ^channel,line
pattern form,model,practice,shape ^activity,copy
paucity  ^scarcity
pauperise beggar,pauperize ^impoverish
pauperize beggar,pauperise ^impoverish
pause break,hesitate,intermission,intermit,interruption,suspension
pave  ^coat,mount,setting,surface
pavement  ^artifact
paw  ^caress,fondle,foot,grate,scrape
pawn hock,soak ^charge,consign,pledge
pay earnings,give,remuneration,salary,wage ^communicate
payable  ^liability
payday  ^day
payment  ^commerce,commercialism,cost
payroll  ^register
pea  ^legume
peace  ^concord,harmony,order
peaceful peaceable
peach babble,blab,sing,talk,tattle ^break
peak bloom,blossom,extremum,flower,flush,heyday
peaked ailing,sickly
peal pealing,roll,rolling ^ring,sound
pealing peal,roll,rolling ^sound
pearl bone,ivory ^collect,garner,gather,gem
pearly chopper ^tooth
peasant bucolic,provincial ^rustic
pebble  ^rock,stone
peck batch,beak,deal,flock,heap,lot
pecs pectoral,pectoralis
pectoral pecs,pectoralis
pectoralis pecs,pectoral
peculate defalcate,embezzle,malversate,misappropriate ^rip,steal
peculiar curious,funny,odd,particular,queer,singular
peculiarity specialty ^characteristic,feature,individualism,individuality
pedal bicycle,bike,cycle,wheel ^note,ride
pedantic academic
peddle hawk,huckster,monger,pitch,vend ^deal
peddler hawker ^vendor
pedestal base,stand ^support
pedicure  ^aid,attention,care,groom,neaten,tending
pedigree ancestry,blood,descent,line,lineage,origin
pee make,micturate,piddle,piss,puddle,urinate
peek glance,glint,peep ^look,looking
peel pare,skin ^politician,strip
peep cheep ^cry,look
peer equal,match ^individual,look,mortal,person
peeve  ^annoy,bother,chafe,devil,gravel,humor
peevish cranky,irritable,nettlesome,scratchy
peg nail ^pin,succeed,win
pegboard  ^board
pelt bombard,fur,pepper ^assail,attack,throw
pelting rain ^sequence,succession
pelvis hip ^girdle
pemmican  ^meat
pen compose,indite,write ^enclosure
penalise penalize,punish
penalize penalise,punish
penalty punishment ^payment
penance repentance ^compunction,remorse,sacrament
pencil  ^draw
pendulum  ^apparatus,setup
penetrate bottom,fathom,perforate ^enter,understand
penetrating acute,discriminating,incisive,keen,knifelike,sharp
penetration incursion,insight ^attack,onrush,onset,onslaught
peninsula  ^earth,ground,land
pennant crown ^award,honor,honour,laurels
penny cent ^coin
pension  ^award,grant
pensioner  ^beneficiary
pensive brooding,contemplative,meditative,musing,reflective
pentagon  ^bureaucracy
penthouse  ^apartment,flat
penutian  ^indian
peony  ^flower
people  ^group,grouping,populate
pepper pelt ^assail,attack,spice,zest
peptidase protease ^enzyme
peptise peptize ^separate
peptize peptise ^separate
perambulate  ^inspect
perceive comprehend ^realise,realize,see,understand
percent percentage ^proportion
percentage part,percent,portion,share ^proportion
perception  ^conceptuality,conceptualization,representation
perch rest,roost ^sit,support
perchlorate  ^salt
percolate leach ^dribble,filter,filtrate,trickle
percolator  ^coffeepot
percuss  ^tap,tip
percussion  ^music
peregrinate  ^jaunt,travel,trip
peremptory dominating
perennate  ^endure,last,live,survive
perennial  ^plant
perfect hone ^ameliorate,amend,better,improve,meliorate
perfectibility  ^capability,potentiality
perfection  ^state
perfectionism  ^disposition,temperament
perfectionist  ^compulsive
perforate punch,punctured ^pierce
perforation  ^hole
perform execute ^act,move
performance  ^demonstration,presentation,presentment,show
performer  ^entertainer
perfume aroma,aromatise,aromatize,essence,fragrance,scent
perfumed scented
perfunctory casual,cursory,passing,superficial
perfuse  ^flush
perfusion  ^introduction
peril endanger,hazard,imperil,jeopardise,jeopardize,jeopardy
perilous precarious
period  ^interval
periodic periodical
periodical periodic ^publication
periodicity  ^regularity
periphery fringe ^bound,boundary,edge
perish choke,conk,croak,decease,die,exit
perjure  ^lie
perk percolate ^benefit,convalesce,recover,recuperate
perky buoyant
perm  ^city,metropolis,wave
permanence  ^duration,length
permanent lasting,perm ^wave
permeate diffuse,imbue,interpenetrate,penetrate,pervade,riddle
permian  ^period
permission license,permit ^approval,authorization
permit allow,countenance,let,licence,license,permission
permute commute,transpose ^reverse,turn
perorate  ^conclude
peroxide  ^bleach
perpetrate commit,pull ^act,move
perpetration commission ^crime
perpetual eternal,everlasting,unending
perpetuate  ^continue,preserve,uphold
perpetuation lengthening,prolongation ^continuance,continuation
perplex amaze,baffle,beat,bewilder,dumbfound,flummox
perplexing confusing,puzzling
persecute oppress ^bedevil,crucify,dun,frustrate,rag
persecution  ^abuse
perseverate  ^ingeminate,iterate,reiterate,repeat,restate,retell
persevere persist ^continue,preserve,uphold
persist endure,persevere,prevail,run ^continue,preserve
persistence continuity,persistency,tenacity ^determination,durability,purpose
persistency persistence,tenacity ^determination,purpose
persistent haunting,relentless
person individual,mortal,someone,soul ^anatomy,being
persona character,part,role ^characterization,enactment,portrayal
personage  ^individual,mortal,person,someone,soul
personalise individualise,individualize,personalize ^alter,change,modify
personality  ^attribute,celebrity
personalize individualise,individualize,personalise ^alter,change,modify
personalized individualized
personate impersonate,pose ^betray,deceive
personification  ^individual,mortal,person,someone,soul
personify body,embody ^represent,symbolise,symbolize,typify
personnel force ^organization
perspective position,view ^appearance,orientation
perspiration sweat ^secretion
perspire sudate,sweat ^egest,eliminate,excrete,pass
persuade carry,sway ^cause,get,have,induce
pertain appertain,concern,refer,relate,touch ^belong
pertinence applicability ^relevance,relevancy
pertinent apt
perturb cark,disorder,disquiet,distract,trouble,unhinge
perturbation disturbance,upset ^agitation
perusal  ^reading
peruse  ^examine,see
pervade diffuse,imbue,interpenetrate,penetrate,permeate,riddle
pervaporate  ^evaporate,vaporise
pervaporation  ^concentration
pervert corrupt,debase,debauch,degenerate,demoralise,demoralize
pessimism  ^despair
pessimist  ^skeptic
pester badger,beleaguer,bug,tease ^bedevil,crucify
pestered annoyed,harassed
pestering annoying,galling,irritating,nettlesome,teasing
pestle stamp ^bray,comminute,crunch,grind,machine
pet favored,favorite,preferred ^animal,beast,brute
petite diminutive,tiny ^size
petition request ^bespeak,content,message,quest,substance
petitioner  ^applicant
petrify  ^blunt,deaden
pettifog bicker,brabble,niggle,quibble,squabble ^argue
petting hugging,kissing ^arousal,stimulation
petulance irritability ^distemper
pew  ^bench
phalanx  ^bone,crowd
phantasy fancy,fantasy,illusion ^misconception
phantom apparition,shadow,specter ^illusion,semblance,spirit
pharmaceutical  ^medication,medicine
pharmacist apothecary,chemist
pharmacy drugstore ^medicine,shop,store
phase form,stage ^arrange,period,state
phenomenon  ^development,process
philadelphia  ^city,metropolis
philander womanise,womanize ^interact
philanthropist  ^donor,giver
philharmonic symphony ^orchestra
philippic broadside ^declamation,denunciation
philippines  ^country,land,state
philosopher  ^individual,mortal,person,scholar,someone,soul
philosophic philosophical
philosophical philosophic
philosophise philosophize ^cerebrate,cogitate,think
philosophize philosophise ^cerebrate,cogitate,think
philosophizing  ^exposition
philosophy doctrine,ism ^arts,belief
phlebotomise bleed,leech,phlebotomize ^treat
phlebotomize bleed,leech,phlebotomise ^treat
phonate vocalise,vocalize ^mouth,speak,talk,utter
phone call,ring,telephone ^telecommunicate
phoneme  ^phone,sound
phonemics phonology
phonetic phonic
phonograph  ^machine
phonology phonemics
phony bastard,bogus,fake,hypocrite ^cheat,slicker
phosgene  ^gas
phosphate orthophosphate ^salt
phosphoresce  ^exhibit
phosphorus  ^element
photo exposure,photograph,picture ^representation
photocopy xerox ^copy,exposure,photo,photograph,picture
photograph exposure,photo,picture,shoot,snap ^enter
photography  ^picturing
photomontage  ^collage
photosensitise photosensitize ^sensitise,sensitize
photosensitize photosensitise ^sensitise,sensitize
photostat  ^photocopy,xerox
phrase articulate,formulate,word ^construction,evince,express
phraseology phrasing,wording ^expression,formulation
phrasing  ^grouping
physicalness corporeality ^quality
physician doctor
physicist  ^scientist
physiognomy countenance,mug,visage ^face
physiology  ^biology
physique build
pianism  ^performance
pianist  ^instrumentalist,musician,player
piano soft
piazza place ^square
picasso  ^painter,sculptor
pick choice,cull,pluck,selection ^choose,collect
picket scout,sentinel,sentry,watch ^demonstrate,detachment
pickle  ^keep,preserve,relish
pickup  ^truck
picnic breeze,cinch,outing,snap,walkover ^eat
pictorial graphic,lifelike,vivid ^periodical
picture depict,envision,fancy,figure,image,painting
picturing  ^imagery,imagination,imaging,representation
piddle pee,piss,trifle,urine,wanton,water
piece part,patch ^conjoin,item,join,portion
pier dock,wharf ^platform
pierce  ^affect,impress,move,penetrate,perforate,president
piety  ^righteousness
piezoelectricity  ^electricity
piffle blab,blabber,chatter,clack,gabble,gibber
pig hog ^live
pigeonhole  ^category,lay,place,pose,position,put
piggyback  ^carry,ride
pigment  ^color,colour,hue
pigskin  ^leather
pike freeway,superhighway,thruway ^highway
pile agglomerate,batch,cumulus,deal,flock,heap
pilfer abstract,cabbage,filch,hook,lift,nobble
pilgrimage  ^journey,journeying
pill tablet ^dosage,dose,thing
pillage booty,despoil,foray,loot,plunder,prize
pillar  ^principle,rule
pillory gibbet ^display,exhibit,expose
pillow rest ^cushion,lay,place,pose,position
pilot aviate,fly,navigate ^channelise,channelize,control
pimp pander,procure,procurer ^cater,offender,ply
pin immobilise,immobilize,trap ^fasten,fix,secure
pinafore  ^dress,frock
pinball  ^game
pinch crimp,nip,squeeze,tweet,twinge,twitch
pinched cadaverous,emaciated,gaunt,haggard,nasal,skeletal
pine ache,languish,yearn,yen ^hanker,long
pinecone  ^cone
ping  ^hit,river,strike
pinion shackle ^confine,constrain,gear,hold,restrain
pink knock,rap,tap ^sound
pinkify  ^color,colorise,colorize,colour,colourise,colourize
pinnacle  ^spire,steeple,surmount
pinning  ^promise
pinpoint nail,speck ^dapple,fleck,instant,locate
pioneer  ^innovate,introduce,mastermind,settler
pip shoot ^kill
pipe shriek,shrill ^call,cry,holler,hollo
piper  ^instrumentalist,musician,player
pique offend ^anger,cloth,fabric,material,textile
pirate buccaneer ^despoiler,rip,steal,thief
pirogue dugout ^canoe
pirouette  ^pivot,spin,swivel,twirl,twist,twisting
pisces fish ^house,sign
piss make,micturate,pee,piddle,puddle,urinate
pistol  ^firearm,piece
pistoleer  ^soldier
pit cavity,match,oppose ^confront,face,hole
pitch delivery,flip,lurch,shift,sky,toss
pitcher hurler,twirler ^ballplayer,vessel
pitchfork fork ^lift
pitching lurch,pitch ^motion,move,movement,playing
piteous hapless,miserable,pathetic,pitiable,pitiful,poor
pitfall  ^difficulty
pith  ^remove
pitiable pathetic,pitiful
pitiful pathetic,pitiable
pitiless remorseless,ruthless
pittsburgh  ^city,metropolis
pity commiseration,compassionate,pathos,shame ^grieve,misfortune
pivot swivel ^turn
pixie hob,imp ^fairy
pizza  ^dish
placard bill,card,notice,poster ^post,sign
placate appease,assuage,conciliate,gentle,gruntle,lenify
place lay,pose,position,property,put,set
placement arrangement ^contact,position
placid quiet,smooth,still,tranquil
plagiarise lift,plagiarize ^rip,steal
plagiarize lift,plagiarise ^rip,steal
plague beset,blight,chevvy,chevy,chivvy,chivy
plain apparent,complain,evident,field,kick,kvetch
plainclothesman  ^detective,investigator
plait braid,lace,twist ^coif,coiffure,hairdo
plan design,program,programme ^arrangement,cerebrate,cogitate
plane airplane,flat,level,shave,sheet ^cut
planet satellite ^follower
plank board ^cover,lumber,timber
planner  ^individual,mortal,person,someone,soul
planning  ^design,preparation
plant embed,engraft,imbed,implant,set,works
plantation  ^acres,estate,land
planter  ^farmer
planting  ^location,placement,position
plaque brass ^dapple,fleck,memorial,monument,patch
plash pleach,splash ^enlace,entwine,interlace,intertwine
plaster  ^cover,mixture
plastic  ^solid
plasticise plasticize ^change
plasticize plasticise ^change
plastinate  ^conserve,maintain,preserve
plat plot ^map
plate home ^bag,base,coat,sheet,surface
platform program ^document,level,papers
platinize  ^coat,surface
platitudinize  ^express,utter,verbalise,verbalize
plato  ^philosopher
platonism realism
platonist  ^advocate,proponent
platoon  ^squad
play drama ^act,compete,contend,move,show
playact act,play,roleplay ^perform
playacting acting,playing ^activity
player instrumentalist,musician,participant ^contestant,performer
playground  ^area,country
playing  ^action
playmate  ^associate,companion,comrade,familiar,fellow
playwright dramatist ^author,writer
pleach braid ^interweave,weave
plead  ^apologise,apologize,appeal,excuse,invoke,rationalise
please delight ^care,gratify,like,satisfy,wish
pleasing  ^gratification
pleasure delight,joy ^feeling
pleat plait,ruffle ^bend,crease,crimp,fold
pledge plight ^assure,promise
plenitude plenty ^abundance
plentiful ample,rich
plenty batch,deal,flock,heap,lot,mass
pliant plastic
plicate pleat ^fold
plight affiance,betroth,engage,predicament ^difficulty,vow
plod footslog,pad,plodding,slog,tramp,trudge
plodding grind,leaden ^labor,labour,toil
plonk flump,plank,plop,plump,plunk ^wine
plop  ^drop,noise
plot diagram,game,patch ^draw,parcel,plan
plough dipper,plow,wagon ^locomote,move,travel
plow address,cover,deal,handle,plough,treat
plowshare share ^wedge
pluck tweak ^draw,pull
plug secure,stopper,stopple ^block,close,closure
plumb plummet ^bob,measure,quantify
plumber  ^artisan,craftsman
plumbing  ^craft,trade,utility
plume fleece,gazump,hook,overcharge,pluck,rob
plummet plumb,plump ^bob,drop
plump plummet ^drop,noise
plunder booty,loot,pillage,prize,swag ^rip
plunge dip,dive,immerse,plunk ^descend,fall
plunk clop,clump,clunk,flump,plank,plonk
plunker plunk ^hit,striking
pluralise pluralize ^inflect
pluralize pluralise ^inflect
plush lavish ^cloth,fabric,material,textile
ply cater,provide,supply ^give,strand
poach  ^cook,hunt,run
pock mark,pit,scar ^blemish,deface,disfigure
pocket pouch,sack ^cavity,take
pockmark  ^mark,pit,pock,scar
pod cod ^husk,shell
podcast  ^broadcast,circularise,circularize,circulate,diffuse,disperse
poet  ^author,writer
poetise poetize,verse,versify ^compose,indite,pen
poetize poetise,verse,versify ^compose,indite,pen
poetry verse ^genre,style
poignancy  ^sadness,sorrow
poignant touching
point designate,indicate,orient,show ^component,constituent
poise brace ^fix,hover,prepare,ready,set
poison  ^corrupt,debase,debauch,demoralise,demoralize,deprave
poke dig,intrude,jab,nose,prod,pry
polar opposite
polarise polarize ^alter,change,modify
polarity sign ^opposition
polarization  ^condition,status
polarize polarise ^alter,change,disunite,divide,modify
pole punt ^european,impel,propel,rod
poleax poleaxe ^axe,drop,fell
poleaxe poleax ^axe,drop,fell
polemicise polemicize,polemise,polemize ^altercate,argufy,dispute
polemicize polemicise,polemise,polemize ^altercate,argufy,dispute
polemise polemicise,polemicize,polemize ^altercate,argufy,dispute
polemize polemicise,polemicize,polemise ^altercate,argufy,dispute
police law,patrol ^force,guard,personnel
policeman officer ^lawman
policy  ^argument,line
polish burnish,cultivation,culture,down,finish,gloss
polite civilized,cultured
politeness  ^courtesy
politician  ^leader
politicise politicize ^alter,change,modify
politicize politicise ^alter,change,modify
politick  ^engage,prosecute,pursue
politics government
polka  ^dance
poll canvass ^inquiry,research,survey
pollard poll ^clip,crop,dress,lop,prune
pollen  ^spore
pollenate pollinate ^fecundate,fertilise,fertilize,inseminate
pollinate pollenate ^fecundate,fertilise,fertilize,inseminate
polls  ^place,position
pollute contaminate,foul ^begrime,bemire,colly,dirty
pollution  ^impurity
polychrome polychromise,polychromize ^color,colorise,colorize,colour
polychromise polychrome,polychromize ^color,colorise,colorize,colour
polychromize polychrome,polychromise ^color,colorise,colorize,colour
polymerise polymerize
polymerize polymerise
polynomial  ^function,map
polyphosphate  ^salt
pomade  ^groom,neaten
pommel biff,pummel ^grip,handle,hit,hold
pompadour  ^style
pompous portentous
pompousness inflation
poncho  ^cloak
pond pool ^lake
ponder contemplate,excogitate,meditate,mull,muse,reflect
ponderous heavy
poniard  ^dagger,knife,stab
pontificate  ^administer,administrate,authorities,government,regime
pony  ^horse
pooch  ^dog,purse
pool pond ^excavation,lake,share
poor hapless,miserable,pathetic,piteous,pitiable,pitiful
pop bulge,dad,daddy,papa,popular,protrude
pope  ^catholic
poplin  ^cloth,fabric,material,textile
popping pop ^sound
poppy  ^flower
populace public,world ^people
popularise generalise,generalize,popularize,vulgarise,vulgarize ^broadcast
popularism  ^music
popularity  ^quality
popularize generalise,generalize,popularise,vulgarise,vulgarize ^broadcast
populate dwell,inhabit,live
population  ^group,grouping,people
porcelainize  ^coat,surface
porch  ^construction,structure
pore center,centre,concentrate,focus,rivet ^canal
pork  ^meat
porkchop  ^chop
porosity  ^body,consistence,consistency,substance
port  ^turn
portable  ^typewriter
portal  ^entrance,entranceway,entry
portend augur,auspicate,betoken,bode,forecast,foreshadow
portentous fateful,foreboding,prodigious
porter doorman ^carry,guard,jack,laborer,transport
portfolio  ^case
portion allot,assign,component,constituent,part ^administer
portrait portrayal ^characterization,delineation,likeness,picture,semblance
portray depict,limn ^interpret,represent
portrayal characterization,enactment,portrait ^acting,delineation,picture
portuguese  ^romance
portwatcher  ^watcher,watchman
pose airs,model,posture,present,sit ^comprise
posit deposit,fix,postulate,situate ^lay,place
position lay,place,pose,put,set ^displace
positive confident,convinced ^adjective,adverb
positivism  ^empiricism
positivist positive
posse  ^law,police
posseman  ^man
possess have,own ^feature
possessed obsessed
possession ownership ^control,relation
possessive  ^oblique
possibility  ^being,existence,expectation,outlook,prospect
possible potential ^opening,possibility
post station ^affix,announce,denote,place,position
postdate follow
poster bill,card,notice,placard ^sign
posterior ass,behind,bottom,bum,butt,buttocks
postmark frank ^mark,marker,marking,stamp
postpone defer,prorogue,remit,shelve,table ^delay
postpose  ^lay,place,pose,position,put,set
postscript  ^notation,note
postulate contend,posit ^claim,presuppose,proposition,suppose
posture attitude,bearing,carriage,pose,position ^acquit
pot can,stool,throne,toilet ^embed,engraft
potassium  ^metal
potato spud
potency authority,authorization,dominance,effectiveness,strength ^control
potent powerful,strong
potential likely,possible,potency,potentiality ^possibility
potentiality capability,potency,potential ^aptitude,possibility
potentiate  ^enhance,heighten,raise
pother dither,flap,fuss ^agitate,agitation,charge
pothole  ^hole,hollow
potpourri assortment,mixture,motley,variety ^accumulation,aggregation
potshot  ^shooting,shot
potter monkey,putter,tinker ^artisan,craftsman,work
pottery  ^craft,trade
pouch  ^bag
poultice plaster ^dress
poultry fowl
pounce swoop ^bounce,bound,descend,fall,leap
pound poke,ram,thump ^hit,thrust
pounding throb,throbbing ^beat,blow,bump,heartbeat
pour pullulate,stream,swarm,teem ^crowd,displace
pout brood,sulk ^face,grimace
pow  ^captive,prisoner
powder gunpowder,powderise,powderize,pulverise,pulverize ^disintegrate
powdered powdery,pulverized
powderise powderize,pulverise,pulverize ^disintegrate
powderize powderise,pulverise,pulverize ^disintegrate
powdery powdered,pulverized
power powerfulness ^cater,ply,provide,quality,supply
powerfulness power ^quality
powerwash  ^launder,wash
powwow huddle ^conference,discuss
practicable feasible,viable,workable
practical pragmatic
practice drill,exercise,pattern,practise ^activity,learn
practiced adept,expert,good,proficient,skillful
practise practice,rehearse ^execute,perform
practised practiced
practitioner  ^professional
praise congratulations ^appraise,approval,assess,evaluate,measure
prance cock,ruffle,sashay,strut,swagger,tittup
prang  ^crash,wreck
prank clowning ^adorn,beautify,decorate,embellish,folly
prate blab,blabber,blether,chatter,clack,gabble
prattle blab,blabber,blether,chatter,clack,gabble
prawn shrimp ^fish
pray beg,implore ^commune,plead
prayer petition ^request,worship
preach advocate,prophesy ^exhort,lecture,press,talk
preacher  ^clergyman,reverend
preachify moralise,moralize,sermonise,sermonize ^advocate,preach
preaching discourse,sermon ^address,lecture,speech
preamble  ^introduce,introduction,precede,preface,premise
prearrange  ^arrange,set
preassemble prefabricate ^create,make,produce
precarious perilous,unstable
precaution guard,safeguard ^caution,measure,step
precede antecede,antedate,forego,forgo,predate ^lie
precedence priority
precedent  ^example,illustration,instance,representative
precess  ^locomote,move,travel
precious cherished,treasured
precipice  ^cliff,drop
precipitate hasty ^effect,effectuate,solid,turn
precipitin  ^antibody
precis abstract,outline ^resume,summarise,summarize,summary
precise accurate,exact
preclude forbid,foreclose,forestall,prevent
preconceive  ^conceive,conceptualise,conceptualize,gestate
preconception  ^opinion,sentiment,thought,view
precondition condition ^assumption,fix,premise,premiss,prepare
precook  ^cook,fix,make,prepare,ready
predate antecede,antedate,forego,forgo,precede
predecease  ^choke,conk,croak,decease,die,exit
predecessor  ^forerunner
predestinate foreordain,predestine ^predetermine
predestine  ^ordain
predetermine  ^determine,influence,mold,regulate,shape
predicament plight ^difficulty
predicate  ^interrelate,relate,term
predicator  ^construction,expression
predict anticipate,augur,auspicate,betoken,bode,call
prediction anticipation,prevision ^reasoning
predigest  ^digest
predilection orientation,preference
predispose  ^dispose,incline
predominance predomination ^ascendancy,control,dominance
predominate dominate,overriding,paramount,prevail,reign,rule
predomination predominance ^ascendancy,control,dominance
preeminent leading
preempt  ^acquire,bid,bidding,get
preen plume ^arrange,clean
preexist  ^exist
preexistence  ^being,existence
prefabricate preassemble ^create,make,produce
preface introduce,precede,premise ^introduction,say,state
prefer choose,opt ^like
preferable preferred
preference orientation,predilection,taste ^liking
preferment  ^promotion
preferred preferable
prefigure  ^envisage,ideate,imagine
prefix  ^affix
preform  ^forge,form,mold,mould,shape,work
pregnant meaning,significant
preheat  ^heat
prehend clutch,seize ^take
preisolate  ^isolate
prejudge  ^evaluate,judge
prejudice bias,preconception ^disadvantage,disfavor,disfavour
prejudicial damaging
preliminary  ^athletics
prelude overture,preliminary ^function,inception,origin,serve
premeditate  ^consider,debate,deliberate,moot
premier premiere,prime
premiere premier ^performance
premise assumption,premiss ^exposit,expound,posit,postulate
premises  ^site
premiss assumption,premise ^posit,postulate,presuppose,suppose
premium  ^payment
premix mix ^mixture
premonition foreboding ^apprehension,dread
preoccupation absorption ^idea,thought
preoccupied haunted,lost,obsessed
preoccupy  ^command,control
preordain foreordain,predestine ^predetermine
preparation formulation ^activity,compound
preparative preparatory
preparatory preparative
prepare cook,fix,make,ready,set ^alter
prepared inclined
prepay  ^pay
preponderate outbalance,outweigh,overbalance ^dominate,predominate,prevail
prepose  ^lay,place,pose,position,put,set
prepossess  ^have,own,possess
preposterous absurd,cockeyed,idiotic,ludicrous,ridiculous
prerecord  ^record,tape
prerequisite requirement ^duty,obligation,responsibility
presage augur,auspicate,betoken,bode,forecast,foreshadow
presbyterian  ^protestant
prescribe dictate,order ^impose,inflict,visit
prescribed appointed
prescription  ^direction,instruction,medication,medicine
preseason  ^season
presence front ^being,existence,proximity
present demo,demonstrate,exhibit,represent,show ^gift
presentation demonstration,presentment ^ceremony,show
presentment notification
presentness  ^timing
preservation saving ^protection
preserve conserve,continue,maintain,uphold ^area,arena
preside  ^command,control
presidency administration ^tenure
press exhort,insistence,pressure,urge ^advise,counsel
pressing press,pressure,urgent ^push,pushing
pressure coerce,force,hale,squeeze ^compel,obligate
pressurise pressurize,supercharge ^alter,change,modify
pressurize pressurise,supercharge ^alter,change,modify
prestige  ^standing
presume assume ^anticipate,expect
presumption given,precondition ^assumption
presuppose suppose ^assume,imply,presume
pretence pretense,pretension,pretext ^color,colour,gloss
pretend act,affect,dissemble,feign,sham ^belie
pretended false,fictive,sham
pretense pretence,simulation ^deceit
pretension pretence,pretense
pretermit  ^disregard,ignore,neglect
pretext  ^pretence,pretense
prettify beautify,embellish,fancify ^ameliorate,amend,better
prettiness  ^beauty
prevail dominate,hold,obtain,predominate,reign,rule
prevaricate equivocate,palter,tergiversate ^misinform,mislead
prevent forbid,foreclose,forestall,keep,preclude
prevention bar ^interference
preventive  ^cure,remedy,therapeutic
preview  ^advert,advertisement,advertising,catch,see,view
previous former,late,old
previse forewarn ^warn
prevision  ^vision
prey feed,quarry,target ^animal,beast,brute
price cost,damage,terms ^determine,set,value
priceless invaluable
pricing  ^evaluation,rating,valuation
prick bastard,prickle,shit,sob,sting,twinge
prickle prick,spine,thorn ^sting,twinge
pride congratulate,plume ^experience,feel,feeling,satisfaction
priest  ^clergyman,order,reverend
prim mincing ^change
primacy  ^importance
primary  ^election,pinion,quill
primate  ^priest
prime premier ^fix,number,prepare,ready,set
primed fit,set
primer  ^text
priming  ^preparation
primitive crude,rude ^individual,mortal,person,someone
primp dress,plume,preen ^attire,overdress,prink
principal chief,head,main,master,primary ^debt
principle rule ^generalization,value
prink  ^dress
print publish ^create,make,produce,write
printing  ^business,writing
prior anterior ^superior
prioritise prioritize ^grade,order,place,range,rank
prioritize prioritise ^grade,order,place,range,rank
priority precedence
prise jimmy,lever,prize,pry ^open
prisoner captive ^unfortunate
privacy secrecy ^isolation
privatise privatize ^denationalise,denationalize
privatize privatise ^denationalise,denationalize
privilege favor,favour ^advantage,allow,countenance,let
privy bathroom,can,john,lavatory,secluded,secret
prize appreciate,award,booty,choice,loot,pillage
prizefight  ^box
prizewinning champion
pro professional ^athlete
probability chance ^amount,measure,quality,quantity
probable likely ^applicant
probate  ^certificate,certification,defer,postpone,prorogue,remit
probe examine,investigation ^inquiry,investigate,penetrate,perforate
problem job ^difficulty,head,question
procedure operation,process ^activity,work
proceed continue ^locomote,move,speak,talk,travel
proceeding proceedings
proceedings proceeding
proceeds issue,return,take,takings,yield ^income
process operation,procedure,treat ^activity,affect,care
processing  ^process
processor  ^business,concern
proclaim exclaim,promulgate ^declare,entitle,title
proclamation announcement,declaration ^statement
procrastinate dillydally,shillyshally,stall ^delay
procrastination shillyshally ^delay,holdup
procreate multiply,reproduce ^create,make
procreation breeding,reproduction ^sex
proctor invigilate,monitor ^follow,observe,supervisor,watch
procure secure ^obtain
procurement  ^acquisition
procurer pander,pimp ^offender
prod goad,incite,nudge,spur,urging ^encouragement
prodigious colossal,stupendous
produce create,make ^food
producer manufacturer ^creator,maker
product merchandise,production,ware ^commodity,creation,good
production  ^act,deed,presentation
productivity  ^fecundity,fruitfulness
profane blasphemous,blue,corrupt,debase,debauch,demoralise
profanity  ^utterance
profess  ^claim,declare
profession  ^business,job,line,occupation,vocation
professional pro ^adult,athlete,grownup
professionalise professionalize ^change
professionalize professionalise ^change
professor  ^academic
professorship chair ^berth,billet,office,place,position
proffer offer,proposition,suggestion ^give,proposal
proficiency  ^competence
proficient adept,expert,good,practiced,skillful
profile  ^chart,compose,graph,indite,outline,pen
profit benefit,earnings,gain,net,profits ^acquire
profitability  ^gain,profit
profiteer  ^benefit,capitalist,gain,profit
profits earnings,net,profit ^income
profundity abstruseness ^depth,wisdom
profuse exuberant,lush,riotous
profusion richness ^abundance
prognosticate anticipate,call,forebode,foretell,predict,promise
program plan,programme ^idea,schedule,system,thought
programme program ^announcement
programming  ^planning
progress advance,progression ^develop,development,locomote,motion
progression advance,progress ^series,travel
progressive imperfect ^tense
progressivism  ^ideology
prohibit disallow,forbid,interdict,nix,proscribe,veto
prohibition ban ^decree,fiat,law,order
project jut,labor,projection,protrude,task,undertaking
projected jutting,relieved,sticking
projectile missile ^arm,weapon
projection  ^anticipation,prediction,prevision
prolapse  ^descend,disability,fall,handicap,impairment
proletariat labor,labour ^class,stratum
proliferate  ^grow
proliferation  ^development,growing,growth,maturation
prolific fecund,fertile
prologise prologize,prologuize ^introduce,precede,preface,premise
prologize prologise,prologuize ^introduce,precede,preface,premise
prologuize prologise,prologize ^introduce,precede,preface,premise
prolong extend,protract ^lengthen
prolongation lengthening,perpetuation ^continuance,continuation
prolonged extended,lengthy
promenade parade,troop ^ball,formal,march,process
prominence  ^importance,standing
prominent big,large,outstanding,salient,spectacular,striking
promise assure,hope ^commitment,declare,dedication,expectation
promising bright,hopeful
promote advance,boost,elevate,encourage,further,raise
promotion packaging,publicity ^change,content,message,substance
prompt actuate,incite,inspire,instigate,motivate,move
promulgate exclaim,proclaim ^announce,declare
pronate  ^turn
prone prostrate
pronk  ^bound,jump,leap,spring
pronounce articulate,enounce,enunciate,judge,label,say
pronounced marked
pronouncement dictum ^declaration
proof  ^argument,create,evidence,grounds,make,produce
proofread proof ^ascertain,assure,check,control,ensure
prop shore ^hold,support,sustain
propaganda  ^information
propagandise propagandize ^tell
propagandist propagandistic
propagandistic propagandist
propagandize propagandise ^tell
propagation extension,generation,multiplication ^breeding,dissemination,procreation
propel impel ^displace,move
property holding ^attribute,possession
prophecy  ^anticipation,forecasting,prediction,prevision
prophesy vaticinate ^anticipate,call,forebode,foretell,predict
prophet seer
propitiate appease ^conciliate,reconcile,settle
proponent advocate ^individual,mortal,person,someone,soul
proportion dimension ^harmonise,harmonize,magnitude
proportional relative ^quantity
proportionality  ^ratio
proposal  ^content,message,offer,offering,substance
propose advise,project,suggest ^declare,plan
proposition proffer,suggestion ^advise,proposal,propose,statement
propound  ^advise,counsel,rede
proprietor owner ^businessman
proprietorship  ^ownership
propriety  ^behavior,conduct,demeanor
prorate  ^settle
prorogue defer,postpone,remit,shelve,table ^delay
proscribe disallow,forbid,interdict,nix,prohibit,veto
prose  ^genre
prosecute  ^act,move
prosecution  ^accumulation,action,aggregation,assemblage,collection
prosecutor  ^attorney,lawyer,official
proselytise proselytize ^convert
proselytize proselytise ^convert
prosody inflection ^delivery,speech
prospect chance,expectation,outlook ^belief,look,potency
prosper flourish,thrive ^turn
prosperous comfortable,easy,roaring,thriving
prostitute tart,whore ^sell,woman
prostrate flat ^alter,change,lie,modify
protagonist admirer,champion,friend,supporter ^advocate,proponent
protease peptidase ^enzyme
protect  ^assist,defend
protection  ^activity
protectorate  ^district,dominion,territory
protege  ^receiver,recipient
protest dissent,objection,protestation,resist ^complain,contradict
protestant  ^christian,church
protestantism  ^christianity
protestation protest ^declaration,objection
protoplasm  ^substance
prototype epitome,image,paradigm ^example,model
protozoa  ^phylum
protract extend,prolong ^lengthen
protrude jut,project
protuberance bulge,bump,hump,jut,prominence,swelling
proud gallant,lofty,majestic
prove demonstrate,establish,shew,show ^affirm,confirm
provenance birthplace,cradle ^beginning,origin,root,source
proverb saw ^expression
provide cater,furnish,ply,render,supply ^give
providence  ^care,charge
providential miraculous
province responsibility,state ^area,arena,domain,field
provincial  ^official
provincialism  ^narrowness
provision proviso,purvey,supply ^activity,condition,furnish
provisional tentative
provisions  ^food,nutrient
proviso provision ^condition,precondition
provocation irritation ^aggression
provoke arouse,elicit,enkindle,evoke,fire,kindle
prowess art,artistry
prowl lurch ^footle,lallygag,linger,loaf,loiter
prowler sneak ^intruder
proximity  ^nearness
prudence  ^discretion
prune clip,crop,dress,lop,snip,trim
prurient salacious
pry jimmy,lever,prise,prize ^ask,enquire
psalm  ^sing
pseudo fake,faker,fraud,sham ^cheat,slicker
psyche brain,head,mind,soul ^knowledge,spirit
psychiatrist shrink ^specialist
psychoanalyse analyse,analyze,psychoanalyze ^treat
psychoanalyze analyse,analyze,psychoanalyse ^treat
psychologist  ^scientist
psychology  ^science
psychopath  ^neurotic
psychophysiology  ^psychology
psychotic  ^sufferer
ptyalise ptyalize,spew,spit,spue ^expectorate
ptyalize ptyalise,spew,spit,spue ^expectorate
public populace,world ^body,people
publication issue ^printing,work
publicise advertise,advertize,publicize ^announce,denote
publicity packaging,promotion ^content,message,substance
publicize advertise,advertize,air,bare,publicise ^announce
publish issue,print,release ^air,bare,create
publisher  ^firm,house,professional
publishing publication ^business
pucker cockle,crumple,knit,ruck,rumple ^bend
puckish arch,implike,mischievous,wicked
puddle  ^wade
puff drag,draw,whiff ^blast,blow,gust
puke barf,bum,cast,cat,chuck,crumb
pule mewl,wail,whimper ^cry,weep
pull attract,draw,pulling ^displace,force,move
pulley block ^machine
pulling pull
pullulate swarm,teem ^buzz,hum,seethe
pulp flesh,mush ^mass
pulpit dais,rostrum,stump ^platform
pulsate pulse,throb ^beat,pound,thump
pulsation impulse,pulse ^wave
pulse beat,heartbeat,impulse,pulsate,pulsation,throb
pulseless breathless,inanimate
pulverise demolish,pulverize ^destroy,destruct
pulverize powder,powderise,powderize,pulverise ^disintegrate
pulverized powdered,powdery
pumice  ^rock,rub,stone
pummel biff,pommel ^hit
pump  ^blast,handle,manage,shoot,wield
pun  ^fun,jest,joke,play,sport
punch biff,clout,lick,plug,poke,slug
puncher cattleman,cowboy,cowhand,cowpuncher
punctuality  ^timing
punctuate mark ^add
puncture  ^pierce
punctured perforate
pundit initiate ^scholar,student
punish penalise,penalize
punishment penalty
punk bum,cheap,crummy,hood,tough ^criminal
punster  ^humorist
punt pound ^kick
pup whelp ^bear,birth,deliver,have
pupate  ^acquire,develop,get,grow,produce
pupil student ^aperture,enrollee
puppet  ^figure
puppy  ^dog,pup,whelp
purchase buy ^acquire,acquisition,get
pure complete,consummate,everlasting,gross,perfect,stark
puree strain ^aliment,nourishment,rub,sustenance
purgatory  ^situation
purge purging ^clearing,oppress,persecute
purging purge ^cleaning,cleansing
purification  ^cleaning,cleansing
purify distill,purge,sanctify,sublimate ^alter,ameliorate
purity innocence,whiteness ^condition,status
purl eddy,sough,swirl,whirl,whirlpool ^course
purloin abstract,cabbage,filch,hook,lift,nobble
purple violet ^color,colour,discolor,discolour
purport aim,intent,propose,purpose,spirit ^claim
purpose aim,design,function,intent,intention,propose
purpurate empurple,purple ^color,colorise,colorize,colour
purr birr,whir,whirr,whiz,whizz ^sound
purse bag,handbag ^amount,container,round,sum
pursue engage,follow,prosecute ^act,locomote,move
pursuer  ^follower
pursuit chase,following,quest ^motion,move,movement
purvey provision ^furnish,provide,render,supply
purveyor  ^supplier
push force,pushing,thrust ^displace,exhort,move
pushing push
pussy slit,snatch
pussyfoot creep,mouse,sneak ^walk
put lay,place,pose,position,set ^alter
putout  ^out
putrefy  ^decay
putt  ^hit,swing
putter potter ^busy,golfer,occupy
putty  ^apply,cement
puzzle amaze,baffle,beat,bewilder,dumbfound,flummox
puzzlement bewilderment ^confusion,disarray
puzzling confusing,enigmatic,perplexing
pyramid  ^benefit,gain,profit
pyrex  ^glass
pyrometer  ^thermometer
quack  ^charlatan,doctor,emit,physician,utter
quackery empiricism
quadruple fourfold,quadruplicate ^manifold,multiply,set
quadruplicate fourfold,quadruple ^copy,reproduce
quadrupling  ^multiplication
quaff gulp,swig ^draft,draught,drink,imbibe
quail cringe,flinch,funk,recoil,shrink,squinch
quake earthquake,palpitate,quiver ^tremble
quaker friend ^christian
qualification making ^alteration,fitness,revision
qualify  ^answer,judge,label,pronounce,serve,suffice
quality caliber,calibre,choice,prime,prize,select
qualm misgiving,scruple ^anxiety
quantify  ^define,determine,fix,limit,set,specify
quantise quantize ^approximate,estimate,gauge,guess,judge
quantity amount,measure ^abstraction
quantize quantise ^approximate,estimate,gauge,guess,judge
quarantine  ^insulate,isolate,isolation
quarrel altercate,argufy,dispute,row,scrap,words
quarry prey,target ^exploit,tap,victim
quarter billet,canton,fourth ^accommodate,lodge
quarterback  ^back,play
quarterly  ^serial,series
quarters  ^housing,lodging
quartz crystal
quash reduce,repress,subdue,subjugate ^crush,oppress
quaver waver ^sound,vocalise,vocalize,voice
queen  ^insect,promote
queer baffle,bilk,cross,curious,fag,faggot
quell quench,squelch ^conquer,subdue,suppress
quench allay,assuage,slake ^fill,fit,fulfil
query inquiry,interrogation,question ^ask,enquire,inquire
quest pursuit ^search,seek
question head,inquiry,interrogate,interrogation,oppugn,query
questioner  ^speaker
questioning inquiring ^request
questionnaire  ^form
quetch complain,kick,kvetch,plain
queue  ^line,stand
quibble cavil ^circumvent,dodge,duck,elude,evade
quick fast,flying,speedy ^area,region
quicken accelerate,speed ^deepen,intensify
quickie  ^fix,fixing,fixture,mend,repair
quickness adroitness,facility
quicksilver erratic,mercurial,mercury ^metal
quickstep  ^dance
quiesce hush,quiet,quieten
quiet calm,hush,lull,quiesce,quieten,still
quieten hush,quiesce,quiet
quietness tranquility ^calmness,quiet,silence
quill  ^pen,spine
quilt comfort,puff ^bedding,conjoin,join
quintet  ^composition,opus,piece
quintuple quintet ^manifold,multiply,set
quip epigram,gag ^expression,jest,joke
quirk  ^strangeness,twist
quirt  ^whip
quit cease,discontinue,resign,stop ^depart,leave
quiver chill,flicker,flitter,flutter,palpitate,quake
quixotic romantic
quiz test ^examination,examine
quota  ^number
quotation citation,cite,credit,mention,quote,reference
quote cite ^ingeminate,iterate,reiterate,repeat,restate
rabbet rebate ^channel,groove,join
rabbit  ^hunt,run
rabble mob,rout ^crowd
race hasten,hie,hotfoot,run,rush,speed
racine  ^dramatist,playwright,poet
racing  ^athletics,sport
rack  ^frame,framework,pace,strain,stress,try
racket jollify,revel,wassail ^celebrate,endeavor,endeavour
racketeer  ^conduct,criminal,crook,deal,felon,outlaw
racy lively
raddle ruddle ^interweave,weave
radiance glow,glowing,shine ^brightness,light
radiant beaming
radiate radial ^breathe,emit
radiation  ^emanation,emission,energy
radical group,revolutionary,ultra ^atom,unit
radicalism  ^ideology
radicalize  ^alter,change,modify
radio  ^broadcasting,communicate,intercommunicate,receiver
radiochlorine  ^chlorine
radiolocate  ^locate,situate
radius  ^length
raffle  ^drawing,gift,give,present
raft  ^float,transport
rafter balk,baulk ^beam,furnish,provide,render
rag bedevil,crucify,dun,frustrate,shred,tag
ragamuffin  ^urchin
rage fury,madness,ramp,storm ^act,anger
raid bust,foray,maraud ^assail,attack,incursion
rail inveigh,railing ^barrier,complain,kick,kvetch
railhead  ^depot,storage,store,storehouse
railing rail ^barrier
railroad dragoon,railway,sandbag ^coerce,force,hale
railway railroad ^line,track
raiment apparel,array,clothe,dress,enclothe,garb
rain rainfall ^downfall,fall,precipitate
rainbow  ^arc,bow
rainfall rain ^downfall
raise elevate,hike,lift,rise ^displace,increase
raised brocaded
raising elevation,lift ^rise,rising
rake blood,rip ^displace,libertine,move,smooth
rally mobilise,mobilize,rallying ^assemblage,call,collect
rallying  ^mobilization
ram drive,force,pound ^thrust
ramble jog,meander ^amble,continue,proceed,promenade
ramification fork ^division
ramify complexify ^change
ramp incline,rage,storm ^act,behave
rampage  ^act,disturbance,move
rampart bulwark,wall ^embankment
ramrod  ^rod
ranch spread ^farm
rancher  ^farmer
rancor bitterness,gall,resentment ^hostility
randomise randomize ^disarrange
randomization  ^organization
randomize randomise ^disarrange
range cast,compass,drift,orbit,ramble,reach
rangy lanky
rank grade,order,place,range,rate ^evaluate
ranked graded,stratified
rankle fret,grate ^annoy,bother,chafe,devil
ransack comb,despoil,foray,loot,pillage,plunder
ransom redeem ^change,cost,exchange,interchange,payment
rant harangue,jabber,rave,spout ^declamation,mouth
rap blame,knap ^reproach,strike
rape assault,dishonor,dishonour,outrage,ravish,violate
rapid  ^waterway
rapidity celerity,quickness ^pace,rate
rapist  ^aggressor,attacker,criminal,crook,felon,outlaw
rappel abseil ^descend,descent,fall
rapport resonance ^affinity,kinship
rapture ecstasy,transport ^spirit
rarefy  ^alter,change,modify
rarified rare
rarify complicate,elaborate,refine ^alter,change,modify
rascal rogue ^scoundrel,villain
rase dismantle,level,raze ^destroy,destruct
rasp rasping ^abrade,abrase,corrade,utterance
rasping grating,rasp,rough,scratchy ^utterance
rasterize  ^convert
rat  ^defect,desert
ratchet  ^advance,progress
rate grade,order,place,range,rank ^charge
rathole  ^hole
ratify sign ^formalise,formalize,validate
rating evaluation,valuation ^appraisal,assessment,judgment
ratiocinate  ^reason
ration  ^curb,curtail,fare,part,percentage,portion
rational intellectual ^real
rationale principle ^explanation
rationalise rationalize ^organise,organize
rationalization  ^explanation
rationalize apologise,apologize,cut,excuse,prune,rationalise
rationing  ^allocation,allotment
rattle rattling ^agitate,noise,shake,sound
rattler rattlesnake
rattlesnake rattler
rattling fantastic,grand,howling,marvelous,rattle,terrific
raucous rowdy
ravage depredation,harry ^demolition,destroy,destruction,ruin
rave  ^dance,party
ravel unravel ^composer,disentangle,unsnarl
raven  ^seize
ravish assault,dishonor,dishonour,outrage,rape,violate
raw natural,rude ^nakedness
rawhide  ^fell,hide
ray beam,shaft ^emit,light
raze dismantle,level,rase ^destroy,destruct
razor  ^shave
razz bait,bird,boo,cod,hiss,hoot
rbi  ^run,tally
reabsorb resorb ^absorb
reach attain,compass,gain,hit,make,orbit
react oppose,respond ^act,move
reactant  ^chemical
reaction  ^idea,thought
reactionary  ^conservative
reactivate  ^activate
reactivity responsiveness ^sensibility,sensitivity,susceptibility
read say ^construe,feature,have,interpret,publication
readable clear
readapt  ^adapt,adjust,conform
reader  ^client,customer,scholar,student
readiness eagerness,preparation,zeal ^state,willingness
reading  ^interpretation,language
readjust readapt ^adapt,adjust,conform
readjustment  ^adjustment,fitting
readmit  ^admit,intromit
ready cook,fix,make,prepare,set ^alter
reaffirm  ^affirm
real existent ^imaginary
realign realine ^adjust,align,aline
realine realign ^adjust,align,aline
realise clear,earn,gain,make,realize ^acquire
realism reality ^actuality
realist  ^philosopher
reality realism,world ^actuality,experience
realization recognition ^apprehension,savvy,understanding
realize agnise,agnize,realise,recognise,recognize,see
reallocate reapportion ^allocate,apportion
reallot  ^administer,allot,deal,dispense,distribute,lot
realm kingdom,land ^area,arena,domain,field
ream  ^express,extract
reanimate animate,quicken,recreate,renovate,repair,revive
reap draw,glean,harvest ^collect,derive,gain
reappear  ^appear
reappearance  ^appearance
reapportion reallocate ^allocate,apportion
reappraise  ^evaluate,judge
rear nurture,parent,raise,rearward ^face,formation
rearguard  ^detachment
rearing breeding,fostering,nurture,raising,rampant ^acculturation
rearm  ^arm
rearrange  ^arrange
rearward rear
reason argue,conclude,ground ^account,cerebrate,cogitate
reasonable fair,sensible
reasoning intelligent,thinking ^thought
reassail  ^assail,assault,attack
reassemble  ^assemble,piece,tack
reassert confirm ^affirm
reassess reevaluate ^appraise,assess,evaluate,measure,valuate
reassign transfer ^assign,delegate,depute,designate
reassurance  ^support
reassure assure ^calm,lull,quiet,quieten,still
reattribute  ^ascribe,assign,attribute,impute
reave despoil,foray,loot,pillage,plunder,ransack
reawaken  ^arouse,awaken,rouse,wake,waken
reb johnny,rebel
rebate discount ^refund
rebel arise,johnny,reb,renegade,rise ^dissent
rebellion insurrection,revolt,rising,uprising ^battle,conflict
rebind  ^bind
reboot boot ^resuscitate,revive
rebound backlash,bounce,bound,recoil,resile,reverberate
rebroadcast rerun ^air,beam,broadcast,send,transmit
rebuff repel,repulse,slight,snub ^defend,disdain
rebuild reconstruct ^build,construct,make
rebuilding  ^reconstruction
rebuke berate,chide,jaw,lambast,lambaste,lecture
rebury  ^lay,repose
rebut controvert,refute ^confute,disown,disprove,renounce
recalcitrate  ^defend,fight,oppose
recalculate  ^calculate,cipher,compute,cypher,figure,reckon
recall recollect,remember,retrieve,return,think ^denote
recant abjure,forswear,resile,retract ^disown,renounce
recap recapitulate,review ^resume,summarise,summarize
recapitulate recap ^resume,summarise,summarize
recapture  ^capture,experience,feel,seizure
recast  ^cast
recede retire,retreat,withdraw ^locomote,move,travel
receipt acknowledge,reception ^communicate,pass
receipts gross,revenue ^amount,sum
receive find,get,have,incur,obtain ^acquire
receiver  ^set
recent late ^epoch
receptacle  ^container
reception response ^greeting,party
receptionist  ^secretary
recess  ^lay,place,pose,position,put,set
recharge reload ^charge,load
recidivate lapse,regress,relapse,retrogress ^retrovert,return
recipient receiver
reciprocal mutual
reciprocate  ^act,move
recital yarn ^account,performance,report
recite declaim ^echo,execute,perform,repeat
reckless foolhardy
reckon calculate,estimate,figure,forecast,guess,imagine
reckoning calculation,computation,figuring
reclaim repossess ^acquire,get
reclassification  ^assortment,classification
reclassify  ^assort,class,classify,separate,sort
recline  ^angle,lean,slant,tilt,tip
reclining  ^motion,move,movement
recluse solitary
recode  ^rearrange
recognise recognize ^appreciate,prize,treasure,value
recognition identification ^acceptance,memory
recognize acknowledge,agnise,agnize,know,realise,realize
recognized accepted
recoil cringe,flinch,funk,kick,quail,shrink
recollect recall,remember,retrieve,think
recollection recall,remembrance ^memory,retention,retentiveness
recombine  ^change
recommence  ^begin,commence,start
recommend advocate,commend,urge ^advise,praise,propose
recommendation testimonial ^advice,congratulations,praise
recommit  ^commit,perpetrate,pull
recompense compensate,indemnify,repair ^pay,payment
reconcile accommodate,conciliate,harmonise,harmonize ^adjust,correct
recondition  ^condition
reconfirm  ^confirm,reassert
reconnoiter reconnoitre,scout ^observe
reconnoitre reconnoiter,scout ^observe
reconquer  ^recapture,retake
reconsecrate  ^bless,consecrate,hallow,sanctify
reconsider  ^consider,reckon,regard,see,view
reconsideration  ^consideration
reconstitute restructure ^structure
reconstruct construct,rebuild,retrace ^build,conjecture,hypothecate
reconstruction  ^age,fix,fixing,fixture,mend,repair
reconvene  ^convene
reconvert  ^convert
reconvict  ^convict
recopy  ^copy
record disc,disk,enter,tape ^evidence,preserve
recorder  ^equipment
recording transcription ^sign,signal,signaling
recount narrate,recite,tell ^count,counting,inform
recoup reimburse ^compensate,recompense,remunerate
recourse resort ^aid,assist,assistance,help
recover convalesce,find,recuperate,regain,retrieve ^acquire
recovery recuperation ^advance,betterment,healing,improvement
recreate animate,quicken,reanimate,renovate,repair,revive
recreation diversion ^activity
recreational amateur,unpaid
recriminate  ^accuse,criminate,impeach,incriminate
recrimination  ^accusation
recrudesce break,develop ^hap,happen,occur,pass
recruit enrol,enroll,enter,inscribe ^engage,enlist
recruitment  ^accomplishment,achievement
rectify  ^ascertain,determine,find
rectitude  ^righteousness
recumb recline,repose ^lie
recuperate recoup,recover ^acquire,get
recuperation recovery ^healing
recur repeat ^hap,happen,occur,pass,recall
recurrence return ^repeat,repetition
recurrent perennial,repeated
recurve  ^crook,curve
recuse  ^disqualify
recycle  ^cycle
red carmine,crimson,ruby,ruddy,violent ^river
redact cast,couch,frame,put ^articulate,editor
redcoat  ^soldier
redden blush,crimson,flush ^color,colour,discolor
rede interpret ^explain,explicate
redecorate  ^adorn,beautify,decorate,embellish,grace,ornament
rededicate  ^commit,consecrate,dedicate,devote,give
redeem deliver,save
redefine  ^define,delimit,delimitate,delineate,specify
redefinition  ^definition
redemption salvation ^deliverance,delivery,rescue,saving
redeploy  ^deploy
redeposit  ^bank,deposit
redeposition  ^deposit
redesign  ^design,plan
redetermine  ^ascertain,determine,find
redevelop  ^develop
redevelopment overhaul,renovation ^improvement
redheader  ^individual,mortal,person,someone,soul
redirect airt ^direct,send
rediscover  ^discover
rediscovery  ^discovery,find
redispose  ^dispose
redistribute  ^distribute,spread
redline  ^discriminate,separate
redo refashion,remake ^create,make,produce
redouble  ^escalate,intensify
redoubtable formidable
redound  ^return
redress compensate,correct,right ^alter,change,compensation
reduce cut,trim ^decrease,lessen,minify,simplify
reducing reduction ^reaction
reduction decrease,diminution,reducing ^reaction
redundancy  ^embarrassment
redundant excess,extra,spare,surplus
reduplicate geminate ^double,duplicate,repeat,replicate
reecho  ^echo,resound,reverberate,ring
reef  ^lower,ridge
reek smack,smell,stink ^evoke,odor,suggest
reeking watery
reel careen,gyrate,keel,lurch,spin,stagger
reelect return ^elect
reelection  ^election
reenact  ^enact,ordain
reenforce reinforce ^fortify,strengthen
reenforcement reinforcement ^confirmation
reestablish reinstate,restore ^alter,change,modify
reevaluate reassess ^appraise,assess,evaluate,measure,valuate
reevaluation  ^evaluation,rating,valuation
reeve  ^ruff
reexamine review ^analyse,analyze,canvass,examine,study
reface  ^face
refashion redo,remake ^create,make,produce
refer advert,cite,concern,mention,name,pertain
referee umpire ^judge,official
reference citation,cite,credit,mention,quotation ^comment
referendum  ^vote
refill replenish ^fill,prescription
refinance  ^finance
refine complicate,down,elaborate,polish,rarify ^alter
refined processed
refinement cultivation,culture,elaboration,finish,polish ^advance
refinish  ^coat,surface
refit  ^equip,fit,outfit
reflate  ^change
reflect contemplate,excogitate,meditate,mull,muse,ponder
reflectance  ^coefficient
reflection contemplation,musing ^consideration
reflective brooding,contemplative,meditative,musing,pensive
reflector  ^device
reflectorise reflectorize ^furnish,provide,render,supply
reflectorize reflectorise ^furnish,provide,render,supply
reflex automatic ^reaction,response
refloat  ^float
refocus  ^focus
refocusing  ^focusing
reforest  ^afforest,forest
reforge recast,remodel ^redo,refashion,remake
reform  ^ameliorate,amend,better,campaign,cause,crusade
reformulate redevelop ^develop,explicate,formulate
refract  ^subject
refracture  ^fracture
refrain chorus,forbear ^music
refresh review ^recall,recollect,remember,retrieve,think
refreshed fresh
refreshen freshen,refresh ^change
refreshing bracing,brisk,fresh
refrigerate  ^keep,preserve
refrigeration  ^chilling,cooling,preservation
refrigerator icebox
refuel  ^fuel
refueling  ^provision,supply
refugee  ^exile,expatriate
refund repay,repayment,return ^pay,payment
refurbish renovate ^regenerate,renew
refurnish  ^furnish
refusal  ^content,denial,message,substance
refuse decline,garbage,reject ^react,respond,waste
refute controvert,rebut ^confute,disown,disprove,renounce
regain find,recover,retrieve ^acquire,get
regal imperial,majestic,purple,royal
regale treat ^cater,ply,provide,supply
regard consider,heed,reckon,respect,see,view
regenerate renew
regift  ^gift,give,present
regime authorities,government ^plan,program,programme
regiment  ^command,control
regimentation  ^imposition,infliction
region area,part ^location
register file,registry ^enter,quality,record,timber
registrant  ^individual,mortal,person,someone,soul
registration enrollment ^entrance,entry,incoming
registry register
regorge barf,cast,cat,chuck,disgorge,honk
regress  ^change,reasoning
regret repent,rue,sorrow ^experience,feel,miss
regroup reorganise,reorganize ^form,organise,organize
regrow  ^acquire,develop,get,grow,produce
regular fixture,veritable ^patron
regularise govern,order,regularize,regulate ^decide,determine
regularity  ^balance,correspondence,quality,symmetry
regularize govern,order,regularise,regulate ^decide,determine
regulate govern,modulate,order,regularise,regularize ^adjust
regulation ordinance,rule ^concept,conception,construct
regulator  ^control,controller
regurgitate  ^pour
rehabilitate  ^reconstruct,restore
rehabilitation renewal ^restoration
reharmonise reharmonize ^harmonise,harmonize
reharmonize reharmonise ^harmonise,harmonize
rehash  ^material,recycle,reprocess,reuse
rehear retry ^hear,try
rehearing  ^hearing
rehearsal  ^drill,exercise,practice
rehearse practice,practise ^execute,perform
reheat  ^heat
reheel heel ^bushel,doctor,fix,mend,repair
rehouse  ^domiciliate,house
reich  ^commonwealth,country,land,nation,state
reify  ^consider,reckon,regard,see,view
reign dominate,predominate,prevail,rule ^govern,period
reignite  ^ignite,light
reimburse  ^refund,repay,return
reimbursement  ^compensation
reimpose  ^impose,levy
rein harness ^command,control,strap
reincarnate transmigrate
reinforce reenforce,reward ^fortify,instruct,learn,strengthen
reinforcement reenforcement,support ^operation
reinstall  ^instal,install
reinstate  ^reconstruct,restore
reinsure  ^insure
reintegrate  ^incorporate,integrate
reinterpret  ^interpret,rede
reintroduce  ^acquaint,introduce,present
reinvent  ^create
reinvigorate invigorate ^arouse,brace,energise,energize,stimulate
reissue reprint ^publication,reproduce
reiterate ingeminate,iterate,repeat,restate,retell ^tell
reject cull,decline,refuse ^evaluate,judge
rejection  ^act,deed,situation
rejig  ^equip,fit,outfit
rejoice exuberate,exult,joy,jubilate,triumph ^cheer
rejoicing exultant,jubilant,triumphant ^happiness
rejoin repay,retort,return,riposte ^answer,join
rejuvenate  ^provoke,stimulate
rekindle  ^conflagrate,enkindle,inflame,kindle
relace  ^lace
relapse lapse ^failure,turn
relate associate,colligate,concern,connect,link,pertain
relatedness  ^connection
relation intercourse ^abstraction,sex
relations dealings
relationship  ^relation,state
relative comparative,proportional,relation ^being,individual,mortal
relativise relativize ^consider,reckon,regard,see,view
relativize relativise ^consider,reckon,regard,see,view
relax decompress,unbend,unwind ^loose,loosen,turn
relay  ^communicate,pass,passage
relearn  ^acquire,larn,learn
release free,liberate,liberation,loose,relinquish,unloose
relegate break,bump,demote,submit ^assign,delegate
relent soften,yield
relentless grim,inexorable,persistent,stern
relevance relevancy ^connection
relevancy relevance ^connection
reliability  ^responsibility
reliable dependable,honest,true
reliance trust ^certainty,dependence,dependency
relic  ^antiquity
relief ease ^comfort
relieve alleviate,assuage,palliate ^ameliorate,amend,better
religion faith ^belief,establishment,institution
religious spiritual
religiousness  ^piety
reline  ^line
relinquish free,release,resign ^give,hand,pass
relish bask,enjoy,gusto,savor,savour,zest
relive  ^experience,know,live
reliving  ^experience
reload recharge ^charge,load
relocate  ^move
rely bank,bet,calculate,count,depend,look
relyric  ^lyric
remain continue,rest,stay
remainder balance,residual,residue,rest ^component,constituent
remaining left,odd
remains  ^object
remake redo,refashion ^create,creation,make,produce
remand remit ^challenge,return
remark comment,input,mention,note,observe ^say
remarkable notable,singular
remarry  ^conjoin,espouse,marry,wed
remediate amend,rectify,remedy,repair ^correct,right
remedy amend,cure,rectify,redress,remediate,repair
remember recall,recollect,retrieve,think
remembrance recollection ^memory,retention,retentiveness
remilitarise remilitarize ^militarise,militarize
remilitarize remilitarise ^militarise,militarize
remind cue,prompt ^inform
reminder  ^content,experience,message,substance
reminisce  ^remember
remission  ^reprieve,respite,suspension
remit  ^issue,matter,pay,subject,topic
remnant  ^balance,remainder,residual,residue,rest
remodel reconstruct,redo ^alter,change,modify
remold recast,remould ^cast,mold,mould
remonstrance objection ^communicating,communication
remonstrate  ^object
remorse compunction ^regret,rue,sorrow
remorseless pitiless,ruthless
remote distant,outside ^device
remould recast,remold ^cast,mold,mould
remount  ^bestride,mount
removal  ^separation
remove take,withdraw ^distance
remuda  ^herd
remunerate compensate,recompense ^pay
remuneration earnings,pay,salary,wage
renaissance  ^age,revival
rename  ^call,name
rend pull,rip,rive ^bust,rupture,snap
render furnish,provide,supply ^get,give,make
rendering interpretation,interpreting,rendition ^explanation,performance
rendezvous  ^congress,meet,meeting,place,spot
rending ripping,splitting
rendition rendering ^performance
renegade rebel ^dissent,protest,resist
renege revoke ^annul,countermand,error,fault,lift
renegociate renegotiate ^negociate
renegotiate renegociate ^negociate
renew regenerate,reincarnate ^rejuvenate,restore
renewal rehabilitation ^repetition,restoration
renormalise normalise,normalize,renormalize ^alter,change,modify
renormalize normalise,normalize,renormalise ^alter,change,modify
renounce abdicate ^resign,vacate
renovate restitute ^regenerate,renew
renovation overhaul,redevelopment ^improvement
rent lease,let,rip,snag,split,tear
renunciation  ^rejection
reopen  ^open
reorder  ^grade,order,place,range,rank,rate
reorganise regroup,reorganize ^form,organise,organize
reorganize regroup,reorganise ^form,organise,organize
reorient reorientate ^orient,orientate
reorientate reorient ^orient,orientate
reorientation  ^orientation
repaint  ^paint
repair bushel,doctor,fix,fixing,fixture,mend
repairman  ^fixer
repatriate  ^citizen,deliver,deport,extradite
repay refund,requite,return ^give,pay
repayment refund ^payment
repeal annul,countermand,lift,overturn,rescind,reverse
repeat double,duplicate,ingeminate,iterate,reduplicate,reiterate
repeated perennial,recurrent
repel drive,repulse ^displease,force,push
repent atone
repentance penance ^compunction,remorse
repercuss  ^affect,impact,touch
repertory  ^deposit,repository
repetition repeat ^continuance,continuation
repetitive insistent
rephrase paraphrase,reword ^ingeminate,iterate,reiterate,repeat
repine  ^complain,kick,kvetch,plain,quetch
replace supersede,supplant ^follow,regenerate,renew,succeed
replacement alternate,replacing ^commutation,exchange,relief,substitute
replacing replacement ^commutation,exchange,substitution
replant  ^plant,set
replay  ^repeat,repetition,reproduce
replenish refill ^fill
replenishment renewal,replacement ^filling
replete fill,full,sate,satiate ^consume,have
replicate retroflex ^bend,flex
replication reproduction
reply answer,respond,response ^say,state,statement
repoint point ^bushel,doctor,fix,mend,repair
report account,describe,study ^announce,denote,document
reporter newsman
reporting coverage ^news
repose ease,rest ^assign,put
reposit  ^store
reposition dislodge,shift,storage,warehousing ^deposit,displace
repository deposit,secretary ^confidant,facility,installation,intimate
repossess reclaim ^acquire,get
repot  ^pot
reprehend  ^criticise,criticize,knock
reprehensible criminal,deplorable,vicious
represent correspond,symbolise,symbolize,typify ^equal,intend
representation  ^content,creation
representative interpreter,voice ^advocate,proponent
repress quash,reduce,subdue,subjugate ^crush,oppress
repression  ^subjugation
repressive inhibitory
reprieve respite ^defer,ease,postpone,prorogue,relief
reprimand censure,criminate,rebuke,reproof ^criticise,criticism
reprint reissue ^publication,reproduce
reprisal  ^retaliation,revenge
reprise recapitulate,repeat,reprize ^play,spiel
reprize recapitulate,repeat,reprise ^play,spiel
reproach upbraid ^accuse,criminate,disgrace,impeach,incriminate
reprobate perverse ^offender,reject
reprocess recycle,reuse ^apply,employ,use,utilise
reproduce multiply,procreate ^create,make,produce
reproducibility  ^reliability
reproducible consistent
reproof admonish,rebuke,reprimand,reprove ^criticise,criticism
reprove admonish,reproof ^criticise,criticize,knock
reptile  ^vertebrate
republic commonwealth,democracy
republican  ^advocate,politician,proponent
republish  ^print,publish
repudiate disown,renounce ^reject
repugn contend,contest ^oppose
repugnance horror,repulsion,revulsion ^disgust
repulse rebuff,repel,snub ^defend,fight,oppose
repulsion horror,repugnance,revulsion ^disgust,force
repulsive abhorrent,obscene
repurchase redemption ^buy,purchase
reputation repute ^honor,honour,laurels
repute esteem,reputation ^believe,conceive,consider,honor
request bespeak,petition,quest ^ask,communicate,content
require ask,demand,expect,involve,necessitate,need
required mandatory,needed
requirement demand,essential,necessary,necessity ^duty,obligation
requisition  ^command,demand,require
requite repay ^give
reread  ^read
rerun rebroadcast ^air,beam,broadcast,program,programme
rescale  ^resize
reschedule  ^schedule
rescind annul,countermand,lift,overturn,repeal,reverse
rescue deliver,deliverance,delivery,saving ^recovery,save
reseal  ^seal
research inquiry ^investigate,investigating,investigation
researcher investigator ^scientist
reseat  ^seat
resect eviscerate ^remove,take,withdraw
reseed  ^seed
resell  ^sell
resemblance  ^likeness,similitude
resemble  ^agree,check,correspond,fit,gibe,jibe
resent  ^dislike
resentment bitterness,gall,rancor ^hostility
reservation qualification,reserve ^statement
reserve allow,appropriate,backlog,earmark,modesty,stockpile
reserves militia ^force
reservoir  ^lake,supply
reset  ^define,determine,device,fix,limit,set
resettle  ^locate,settle
resew  ^sew,stitch
reshape  ^determine,influence,mold,regulate,shape
reship  ^ship
reshoot  ^film,shoot,take
reshuffle  ^mix,ruffle,shuffle
reside domicile,domiciliate,occupy,shack ^dwell,inhabit
residence abode ^address,house
resident occupant ^dweller,inhabitant
residual balance,remainder,residue,rest ^component,constituent
residue balance,remainder,residual,rest ^component,constituent
resift  ^sieve,sift,strain
resign renounce,vacate ^quit
resignation surrender ^despair
resilience  ^elasticity,snap
resinate  ^flavor,flavour,season
resiny tarry
resist defy,refuse,withstand ^defend,elude,escape
resistance opposition ^action
resistor resistance
resize  ^size
resmudge  ^blur,smear,smudge,smutch
resole sole ^bushel,doctor,fix,mend,repair
resolution declaration,resolve ^document,papers
resolve adjudicate,conclude,decide,firmness,resolution,settle
resonance  ^oscillation,vibration
resonant resounding
resonate vibrate ^sound
resorb reabsorb ^absorb
resort recur ^apply,employ,hotel,use,utilise
resound echo,reverberate,ring ^sound
resounding resonant
resource  ^asset
resourcefulness  ^resource
respect esteem,honor,honour,observe,prise,prize
respectable good,honorable
respective several,various
respects  ^content,message,substance
respire  ^breathe,suspire
respite break,recess,reprieve ^defer,ease,pause
resplend  ^reflect,shine
resplendent glorious,splendid
respond answer,react,reply ^act,move,say
response reaction ^activity,consequence,effect,event,issue
responsibility duty,obligation,province ^area,arena,domain
responsiveness reactivity ^sensibility,sensitivity
rest balance,breathe,ease,remainder,repose,residual
restart  ^start
restate ingeminate,iterate,reiterate,repeat,retell ^tell
restatement  ^statement
restaurant  ^building,edifice
restitute restore ^refund,repay,return
restive edgy,jumpy
restlessness  ^mobility
restock  ^stock
restoration  ^age,fix,fixing,fixture,mend,repair
restore reconstruct,regenerate,rejuvenate ^renew
restrain confine,constrain,cumber,encumber,hold ^bound
restraint control ^discipline
restrengthen  ^fortify,strengthen
restrict control,curb,curtail ^circumscribe,limit
restricted qualified
restricting confining,constraining,limiting
restriction limitation ^regulation,rule
restructure reconstitute ^structure
resublime  ^sublimate,sublime
resubmit  ^render,return
result answer,consequence,effect,ensue,event,issue
resultant attendant,consequent,incidental ^degree,level,point
resume restart,sketch,survey ^change,continue,preserve
resumption  ^beginning,start
resurface  ^rise,surface
resurge  ^arise,develop,grow,originate,rise,uprise
resurrect raise,upraise ^resuscitate,revive
resuscitate revive
resuspend  ^suspend
resuspension  ^suspension
ret  ^douse,dowse,drench,soak,sop,souse
retail  ^marketing,merchandising,sell,selling
retailer  ^distributor,merchant
retailing  ^marketing,merchandising,selling
retain continue,keep ^bear,carry,contain,hold
retained maintained
retake recapture ^take
retaliate avenge,revenge ^hit,penalise,penalize,punish
retaliation revenge ^return
retard idiot,imbecile ^decelerate,simple
retardation deceleration,slowing ^alteration,change,modification
retarded  ^people
retch barf,cast,cat,chuck,disgorge,heave
retell recite
retention holding,keeping,memory,retentiveness ^faculty,ownership
retentive long
retentiveness memory,retention ^faculty
rethink reconsideration ^believe,conceive,consider,reversal,think
retick tick ^sew,stitch
reticulate  ^change
retie  ^bind,tie
retina  ^membrane
retinal  ^pigment
retire withdraw ^cease,discontinue,quit,resign,stop
retirement  ^conclusion,ending,position,status,termination
retool revise ^reorganise,reorganize
retort comeback,counter,rejoin,repay,replication,return
retouch  ^color,colorise,colorize,colour,colourise,colourize
retrace trace ^return
retract abjure,forswear,recant,resile ^disown,renounce
retrain  ^develop,educate,prepare,train
retraining  ^preparation,training
retranslate  ^interpret,render,translate
retransmit  ^carry,channel,conduct,convey,impart,transmit
retread recap,rework ^process,work
retreat recede,retire,withdraw ^locomote,move,travel
retreated  ^people
retrench  ^conserve,economise,economize,husband
retribution  ^correction,penalty
retrieve find,recover,regain ^acquire,get
retrofit  ^component,constituent,element,furnish,provide,render
retroflex replicate ^bend,flex
retrograde  ^orb,orbit,revolve
retrogress regress,retrograde ^decline,worsen
retrogressive retrograde
retrospect review ^contemplation,musing,reflection,remember
retrovert regress,return,revert ^reverse,turn
retrovision  ^vision
retry rehear ^hear,try
return render ^arrival,give,instrument,locomote,move
reunify reunite ^unify,unite
reunion  ^party,unification,union
reunite reunify ^meet,unify,unite
reuse recycle,reprocess ^apply,employ,use,utilise
rev rpm ^increase,rate
revalue appreciate,apprise,apprize ^increase
revamp  ^regenerate,renew
reveal break,disclose,discover,divulge,expose,uncover
revealing disclosure,revelation,telling,telltale
revel delight,enjoy,revelry ^merrymaking
revelation disclosure,revealing ^brainstorm,insight
reveller  ^celebrant
revelry revel ^merrymaking
revenge avenge,retaliate,retaliation ^penalise,penalize,punish
revenue gross,receipts ^amount,sum
reverberate echo,resound,ring ^sound
reverberation echo,replication ^reflection
revere fear,idolise,idolize,reverence,venerate,worship
revered august,venerable
reverence awe,fear,revere,venerate ^emotion,esteem
reverend clergyman,sublime
reverie daydream,revery ^abstraction,dream
reverse contrary,invert,opposite,rearward,turn ^alter
reversible  ^garment
revert regress,retrovert,return ^reverse,turn
revery reverie ^abstraction
revet  ^build,construct,make
revetment  ^barrier
review critique,reexamine ^analyse,analyze,appraisal,assessment
reviewer reader,referee ^critic
revile rail,vilify,vituperate ^abuse,blackguard,clapperclaw
revise retool,revision ^reorganise,reorganize,rewrite
revision alteration,revise ^transformation,translation
revisit  ^return
revitalise revitalize ^regenerate,renew
revitalize regenerate ^ameliorate,amend,better,improve,meliorate
revival  ^advance,betterment,improvement
revive animate,quicken,reanimate,recreate,renovate,repair
revivify animate,quicken,reanimate,recreate,renovate,repair
revoke renege ^error,fault,mistake,play
revolt insurrection,rebellion,rising,uprising ^arise,battle
revolution  ^alteration,change,modification
revolutionary radical
revolutionise inspire,revolutionize ^indoctrinate
revolutionize overturn,revolutionise ^alter,change,modify
revolve orb,orbit,rotate ^circle,turn
revolver  ^pistol
revulsion horror,repugnance,repulsion ^disgust
reward honor,honour,reinforce,wages ^consequence,instruct
rewind  ^wind
rewire  ^wire
reword paraphrase,rephrase ^ingeminate,iterate,reiterate,repeat
rework retread ^process,work
rewrite revision ^write,writing
rhapsodise rhapsodize ^narrate,recite,recount,tell
rhapsodize rhapsodise ^narrate,recite,recount,tell
rhetorician orator ^speaker
rheumatism  ^disease
rhino rhinoceros
rhinoceros rhino
rhubarb  ^vegetable
rhumba rumba ^dance
rhyme rime,verse ^poem
rhythm beat ^periodicity
rhythmic rhythmical
rhythmical rhythmic
rib  ^bone,knit,support
ribbon thread ^object
rice  ^grain,sieve,sift,strain
rich  ^people
richness affluence,profusion ^abundance,wealth
rick crick,kink,wrick ^cramp,heap,pile
rickety shaky,wobbly
ricochet bounce,bound,carom,rebound,recoil,resile
rid disembarrass,free
riddle enigma ^amaze,baffle,beat,bewilder,dumbfound
ride drive,sit ^journey,journeying,locomote,move
rider  ^article,clause,traveler,traveller
ridge  ^continue,cover,elevation,extend
ridicule blackguard,guy,rib,roast ^bemock,disrespect
ridiculous absurd,cockeyed,idiotic,ludicrous,pathetic,preposterous
riff flick,flip,leaf,riffle,thumb ^peruse
riffle flick,ripple,ruffle ^displace,move,wave
rifle despoil,foray,loot,pillage,plunder,ransack
rifleman  ^marksman,soldier
rift  ^gap,opening
rig manipulate ^cheat,chisel,gear,paraphernalia,price
rigger  ^artisan,craftsman,sable
right compensate,correct,redress ^abstract,abstraction,alter
righteousness  ^morality
rightfield right ^parcel,tract
rightness  ^morality
rigid stiff,strict
rigidify  ^stiffen
rigor hardship,severity ^difficulty
rigorous strict,tight
rile annoy,bother,chafe,devil,gravel,irritate
rim  ^bound,boundary,edge,line
rime frost,rhyme ^agree,check,correspond,fit
ring echo,halo,peal,resound,reverberate ^sound
ringing ring ^engagement,sound
rinse wash ^launder,process,serve,tint
riot  ^force,rampage,violence
riotous disruptive,exuberant,lush,profuse,troubled,tumultuous
rip blood,pull,rake,rend,rive ^buck
ripe mature
ripen mature ^alter,change,grow,maturate,modify
ripening maturation
riposte comeback,counter,replication,retort,return ^hurl
ripping rending,splitting
ripple babble,bubble,burble,cockle,guggle,gurgle
rise arise,ascending,climb,lift,uprise ^emergence
rising rise ^travel
risk adventure,chance,danger,gamble,hazard,jeopardy
risky wild
rite ritual ^custom,usage
ritual rite ^custom,pattern,practice,usage
ritualise ritualize ^formalise,formalize
ritualize ritualise ^formalise,formalize
rival competition,competitor,equal,match,touch ^compete
rive pull,rend,rip ^bust,rupture,snap
river  ^stream
riverbank  ^bank
rivet center,centre,concentrate,focus,pore,stud
rivulet run ^stream
roach  ^coif,coiffure,comb,hairdo
road route ^agency,means,way
roadblock barrier ^obstacle,obstruction
roadside wayside ^edge
roadway  ^road,route
roam cast,drift,ramble,range,roll,rove
roar bellow,boom,holler,hollering,hollo,howl
roaring boom,prosperous,roar,thriving,thunder ^noise
roast joint,roasted ^cook,cut
roasted roast
rob fleece,gazump,hook,overcharge,pluck,plume
robber  ^thief
robbery  ^stealing,thieving
robe gown,vest ^apparel,clothe,dress,enclothe
robustness  ^strength
rock shake,stone,sway ^material,stuff
rocket projectile,skyrocket ^arise,lift,rise,uprise
rod  ^bacteria,implement
rodeo  ^exhibition
rogue rascal ^scoundrel,villain
roil boil,churn,moil ^move
roiling churning,turbulent
roister carouse,riot ^jollify,racket,revel,wassail
role character,function,office,part,persona ^characterization
roleplay act,play,playact ^perform
roleplaying  ^acting,playacting,playing
roll roster,wheel ^gyration,list,locomote,move
roller  ^grounder,hopper
rollerblade  ^skate
rollick cavort,disport,frisk,frolic,gambol,lark
rolling peal,pealing,roll ^sound
roman  ^italian
romance court,latin,romanticism,solicit,woo ^act
romanise latinise,latinize,romanize ^transcribe,transliterate
romanize latinise,latinize,romanise ^transcribe,transliterate
romantic amorous ^artist,dreamer,idealist
romanticise glamorize,glamourise,romanticize ^idealise,idealize
romanticize glamorize,glamourise,romanticise ^idealise,idealize
rome  ^leaders,leadership
romp cavort,disport,frisk,frolic,gambol,lark
roneo mimeo,mimeograph ^copy
roof  ^cover,protection
roofer  ^artisan,craftsman
rooftop  ^top
rooftree ridge ^beam
rook bunco,castle,con,defraud,diddle,goldbrick
rookie cub ^beginner,initiate
room board,way ^area,dwell,inhabit,live
rooms suite ^apartment,flat
roosevelt  ^president
roost perch,rest ^shelter,sit
rooster cock ^chicken
root beginning,origin,source ^grow,point
rooting  ^development,growing,growth,maturation
rootle root,rout ^delve,dig
rope lasso ^capture,catch,get,line
rose  ^bush,shrub
rosebud  ^bud
rosin  ^rub
roster roll ^list
rostrum dais,pulpit,stump ^platform
rosy flushed
rot breakdown,decompose,decomposition,molder,moulder ^decay
rotary circle,roundabout ^junction
rotate revolve ^alternate,turn
rotation  ^motion,move,movement
rotc  ^corps
rotten lousy,stinking
rouge paint ^makeup
rough  ^prepare,site
roughcast  ^forge,form,mold,mould,plaster,shape
roughhouse  ^play
roughneck bully,rowdy,ruffian,tough ^aggressor,attacker
roughness harshness ^texture
round circular,cycle,rhythm ^ammo,ammunition,form
roundabout circle,devious,rotary ^junction
roundhouse  ^hook,work
rouse bestir ^move
rousing arousal,stirring
rousseau  ^author,philosopher,writer
rout expel,mob,rabble ^crowd,defeat,overcome
route path,road ^despatch,dispatch,line,way
routine act,bit,everyday,mundane,number,turn
rove cast,drift,ramble,range,roam,roll
row quarrel,words,wrangle ^boat,conflict,difference
rowdy bully,raucous,roughneck,ruffian,tough ^aggressor
royal  ^canvas,canvass,sail,sheet
royalty  ^house,payment
rpm rev ^rate
rub chafe,fray,fret,hitch,scratch,snag
rubber rubberise,rubberize ^coat,surface
rubberise rubber,rubberize ^coat,surface
rubberize rubber,rubberise ^coat,surface
rubberlike rubbery
rubberneck  ^tourist,watch
rubberstamp handstamp ^stamp
rubbery rubberlike
rubbish scrap,trash ^assail,assault,attack,round
rubble debris,dust,junk ^rubbish,scrap,trash
rubify  ^redden
rubric  ^rubify,rule
rubricate  ^recognise,recognize
ruby carmine,crimson,red,ruddy ^gem,jewel
ruck herd,pucker ^crease,crinkle,crisp,multitude
ruckle  ^rattle
rudder  ^surface
rudderless afloat,aimless
ruddle raddle ^interweave,weave
ruddy florid
rudeness  ^manner
rudimentary fundamental,underlying
rue regret,repent ^experience,feel,herb
ruff trump ^move
ruffian bully,roughneck,rowdy,tough ^aggressor,attacker
ruffle cockle,flounce,riffle,ripple,undulate ^annoy
rug carpet
ruggedise ruggedize ^fortify,strengthen
ruggedize ruggedise ^fortify,strengthen
ruin destroy ^building,desolation,edifice
ruined destroyed
ruinous catastrophic
rule convention,decree,formula,govern,normal,pattern
ruler rule ^individual,measure,mortal,person,someone
ruling opinion ^judgment
rumanian  ^romance
rumba rhumba ^dance
rumble growl,grumble,grumbling ^emit,noise,sound
rumen  ^stomach
ruminate  ^eat
rummage  ^clutter,fuddle,jumble,muddle,search,smother
rumor bruit,rumour ^comment,gossip
rumour bruit,rumor ^comment,gossip
rumple ruffle ^disarrange
rumpus commotion,din,tumult ^agitate,disturbance,foment
run bunk,escape,lam,scarper,scat,tally
runaway romp ^triumph,victory
rundown summation ^summary
runner smuggler ^criminal,crook,felon,outlaw,traveler
running run ^travel
runoff overflow ^flow,flowing
rupture bust,snap,tear ^disunite,divide,harm
rush haste,hasten,hie,hotfoot,hurry,race
rushing haste,hurry,rush ^motion,move,movement
russia ussr ^country,land,state
russian  ^aborigine,native,slavic
rust corrode,rusty ^crumble,decay,dilapidate
rustic  ^commoner
rusticate  ^domicile,domiciliate,reside,shack
rustle lift,rustling,whisper ^noise,rip,sound
rustler  ^thief
rustling rustle,whisper ^noise,stealing,thieving
rusty rust
rut groove ^channel,routine
rutabaga swede
ruthless pitiless,remorseless
saber sabre ^cut
sabine  ^river
sable  ^brush
sabotage counteract,countermine,subvert,undermine,weaken ^destruction
sabre saber ^cut
saccharify sugar ^dulcify,dulcorate,edulcorate,sweeten
sack plunder,poke ^bag,take
sacrifice forfeit,give ^act,deed,free,kill
sacrilege blasphemy,desecration ^irreverence,violation
sadden  ^affect,impress,move,strike
saddle  ^attach,burden,burthen,seat,weight
saddlebag  ^bag
sadness unhappiness ^feeling
safebreaker  ^thief
safeguard guard,precaution ^measure,protect,step
safety  ^area,condition,country,status
sag droop,flag,swag ^depression,drop,impression
sage  ^herb,mentor
said aforesaid
sail canvas,canvass,cruise,sheet,sweep ^journey
sailing navigation ^employment,work
sailor  ^man
sailplane soar ^glide
saint angel,enshrine ^deity,divinity,fear,god
sake interest ^benefit,welfare
salaam  ^bow,salute
salacious lewd,obscene,prurient
salad  ^dish
salary earnings,pay,remuneration,wage
sale  ^marketing,merchandising,selling
salesgirl saleslady
saleslady salesgirl
salesmanship  ^accomplishment,acquisition,attainment,skill
salient outstanding,prominent,spectacular,striking ^projection
salinate  ^change
saliva spit ^secretion
sallow sickly ^discolor,willow
sally crack,quip,wisecrack ^comment,input,remark
saloon bar,ginmill ^room,tavern
salt  ^compound,flavor,flavour,season
saltate  ^displace,move
saltwater brine,seawater ^water
salubrious healthy
salutary good
salute drink,pledge,toast,wassail ^credit,greet
salvage relieve,salve,save ^commodity,deliver,good
salvation redemption ^agency,deliverance,delivery,means,rescue
salve relieve,salvage,save ^cure,deliver,redress
salvo burst,fusillade,volley ^fire,firing,outburst
samba  ^dance,tree
same  ^european
sameness  ^quality
sample sampling,taste,try ^consume,distribution,example
sampling  ^choice,pick,selection
sanctified sacred
sanctify bless,consecrate,hallow ^declare
sanction approve,countenance,imprimatur,okay,warrant ^approval
sanctity  ^quality
sand sandpaper ^dirt,smooth,smoothen,soil
sandal  ^shoe
sandalwood  ^wood
sandbag  ^bag,wrong
sandblast  ^blast,blow,gust,smooth,smoothen
sandpaper sand ^smooth,smoothen
sandwich  ^devise,machinate,organise,organize,prepare
sanguineous gory
sanitate  ^furnish,provide,render,supply
sanitation  ^cleaning,cleansing
sanitise hygienise,hygienize,sanitize ^clean
sanitize hygienise,hygienize,sanitise ^clean
sap exhaust,tire ^consume,deplete,eat,solution
sapling  ^tree
saponify  ^change
sarcasm irony,satire ^humor,humour,wit
sari  ^dress,frock
sash girdle ^band,frame,framework
sashay sidle ^contradance,contredanse,move
sass lip,mouth,sassing ^answer,comeback,counter
sassing lip,mouth,sass ^comeback,counter,replication
satanic fiendish,infernal,unholy
sate fill,replete,satiate ^consume,have,ingest
satellite  ^air,beam,broadcast,equipment,send,transmit
satiate fill,replete,sate ^consume,have,ingest
satiety  ^fullness
satin  ^cloth,fabric,material,textile
satire irony,sarcasm ^humor,humour,wit
satiric satirical
satirical satiric
satirise lampoon,satirize ^blackguard,guy,rib,ridicule
satirist  ^humorist
satirize lampoon,satirise ^blackguard,guy,rib,ridicule
satisfaction gratification ^spirit
satisfactory acceptable,decent
satisfice satisfise ^act,move
satisfise satisfice ^act,move
satisfy fulfil,fulfill,gratify ^fill,fit,meet
saturate  ^alter,change,modify
saturated concentrated
saturation  ^filling
saturday  ^weekday
sauce  ^act,behave
saunter stroll ^gait,walk
sausage  ^meat
saute  ^dish,fry
savage barbarian,brutal,cruel,fell,vicious ^assail
savageness  ^ferocity,fierceness,fury,vehemence,violence,wildness
savannah  ^city,metropolis,port
save preserve,relieve,salvage,salve ^bar,deliver
saver  ^individual,mortal,person,someone,soul
saving deliverance,delivery,economy,rescue ^action,recovery
savings  ^fund
savior christ,jesus ^hebrew,jew,prophet,son
savor bask,enjoy,flavor,flavour,nip,relish
savory  ^herb
savour flavor,flavour,nip,relish,savor,smack
savvy apprehend,apprehension,compass,comprehend,dig,grasp
saw proverb ^cut,expression
sawdust  ^wood
sawhorse buck,horse ^frame,framework
say allege,aver,state,tell ^assert,asseverate
scab blackleg,rat ^heal,worker
scaffold  ^hold,platform,support,sustain
scald blister,whip ^assail,assault,attack,burn
scale  ^criterion,measure,model,pattern,standard,touchstone
scallop crenel ^adorn,beautify,curve,decorate,embellish
scalp  ^sell,skin
scam bunco,con,defraud,diddle,goldbrick,hornswoggle
scamp imp,monkey,rascal ^child,execute,fry
scamper scramble,scurry,scuttle,skitter ^haste,hurry
scan rake,skim ^examination,examine,scrutiny,see
scandal dirt,outrage ^comment,gossip,trouble
scandalise appal,appall,offend,outrage,scandalize,shock
scandalize appal,appall,offend,outrage,scandalise,shock
scandinavian  ^european
scant light,short,skimp ^work
scanty bare,spare
scapular  ^feather,plume
scar mark,pit,pock,scrape,scratch ^blemish
scarcity  ^deficiency,inadequacy
scare affright,dash,daunt,fright,frighten,pall
scared frightened
scarf  ^garment,masturbate,wank
scarify  ^puncture
scarper bunk,escape,lam,run,scat ^leave
scat bunk,escape,lam,run,scarper ^jazz
scatter dispel,disperse,dissipate,spread ^dispersion,distribution
scavenge  ^clean
scenario  ^book,script
scend surge ^arise,lift,rise,uprise
scene  ^area,country,incident
scenery scene ^locality,neighborhood,neighbourhood,set,vicinity
scent aroma,fragrance,odorize,odourise,perfume ^odor
scented perfumed
scepticism skepticism ^disbelief
schedule agenda,docket ^list,plan,program,programme
schematic conventional,formal ^diagram
schematise schematize ^alter,change,modify
scheme connive,dodge,dodging,intrigue,strategy ^falsity
scherzo  ^movement
schism split ^division
schizophrenic  ^psychotic
schlep shlep ^drag,simple
schmoose chat,confab,jawbone,schmooze,shmoose,shmooze
schmooze chat,confab,jawbone,schmoose,shmoose,shmooze
schnorr cadge,scrounge,shnorr ^beg
scholar learner,student ^individual,intellect,intellectual,mortal
scholarship learning ^aid,assistance,award,education,prize
scholastic  ^scholar,student
school schoolhouse ^building,edifice,educate
schoolboy  ^boy,pupil
schoolgirl  ^girl
schoolgirlish girlish
schoolhouse school ^building,edifice
schooling  ^instruction,teaching
schoolmarm mistress,schoolmistress
schoolmaster headmaster,master ^head,principal
schoolmate classmate ^acquaintance,friend
schoolmistress mistress,schoolmarm
schoolroom classroom ^room
schuss  ^ski
science skill ^ability,discipline,field,power,study
scientist  ^individual,mortal,person,someone,soul
scimitar  ^saber,sabre
scintillate  ^emit
scissor  ^cut
sclaff  ^strike,swing
scoff barrack,flout,gibe,jeer,mockery,scoffing
scoffing jeer,mockery,scoff ^derision
scold berate,chide,grouch,grumble,jaw,lambast
scollop escallop,scallop ^hollow
scoop  ^remove,take,withdraw
scoot dart,dash,flash,scud,shoot ^hasten
scope compass,orbit,range,reach ^extent
scorch sear,singe ^burn,heat
scorched baked,parched,sunbaked
score grade,hit,mark,nock,tally ^advance
scoreboard  ^board,sign
scoreless hitless
scores dozens,lots,tons,wads
scorn contemn,contempt,despise,disdain,reject,spurn
scornful contemptuous,disdainful
scot scotchman ^european
scotch baffle,bilk,cross,foil,frustrate,queer
scotchman scot ^european
scoundrel villain
scour scrub ^place,rub,search,seek,spot
scoured eroded
scourge  ^penalise,penalize,punish,whip
scouring scrub,scrubbing ^cleaning,cleansing,hunt,hunting
scout picket,reconnoiter,reconnoitre,sentinel,sentry,watch
scowl frown ^glower,lour,lower
scrabble doodle,scribble ^drawing,feel
scrag garotte,garrote,garrotte ^individual,mortal,person
scram get ^leave
scramble clamber,scuffle,shin,shinny,skin,sputter
scranch crackle,crunch,scraunch ^noise,resound
scrap bit,chip,flake,fleck,junk,trash
scrape grate,scraping,scratch ^create,make,noise
scrapheap  ^dump
scraping scrape,scratch ^fragment,noise
scratch chafe,fray,fret,rub,scrape ^adjoin
scratchiness harshness ^roughness
scraunch crackle,crunch,scranch ^noise,resound
scrawl scratch,scribble ^hand,handwriting,script,write
scrawny bony,scraggly,skinny
screak creak,screech,skreak,squeak,whine ^noise
scream call,cry,holler,hollo,screaming,screech
screaming scream,screech,screeching,shriek,shrieking ^call
screech creak,screak,scream,screaming,screeching,shriek
screeching scream,screaming,screech,shriek,shrieking ^noise
screechy squeaky
screen blind,test ^analyse,analyze,canvass,check
screenplay  ^book,script
screw bang,bed,bonk,eff,fuck,hump
scribble scrabble,scratch,scrawl ^hand,handwriting,script
scribe  ^dramatist,mark,nock,playwright,score
scrimmage melee ^disturbance,drill,exercise,practice,practise
scrimp skimp,stint ^save
scrimshank  ^fiddle,goldbrick,shirk
script book ^compose,indite,pen,write
scriptural biblical
scripture bible,book,word
scroll coil,curl,roll,whorl ^move
scrounge forage ^hunt,run
scrub bush,scour ^lave,rub,vegetation,wash
scrubbing scouring,scrub ^cleaning,cleansing
scrunch crump,thud ^crackle,crunch,noise,scranch
scruple  ^hesitate,pause
scrutinise scrutinize ^examine,see
scrutinize scrutinise ^examine,see
scrutiny examination ^investigating,investigation,look,looking
scry  ^read
scud dart,dash,flash,scoot,shoot ^hasten
scuff drag,mule ^scuffle,shamble,shuffle,slipper
scuffle dogfight,hassle,shamble,shuffle,tussle ^combat
scull  ^row
sculpt sculpture ^forge,form,mold,mould,shape
sculptor  ^artist
sculpture carving,sculpt ^art,forge,form,mold
scum trash ^rabble,remove
scupper ambuscade,ambush,bushwhack,lurk,waylay ^drain
scurry scamper,scramble,scuttle,skitter ^haste,hurry
scurrying hurrying
scuttle scamper,scurry,skitter ^container,run
scythe  ^mow
sea ocean ^water
seacoast coast ^shore
seafarer jack,seaman,tar ^sailor
seagull gull
seahorse walrus
seal stamp ^close,device,fixing,shut
sealing waterproofing ^protection
seam  ^join,joint
seaman jack,seafarer,tar ^sailor
seaplane hydroplane ^airplane,aviate,fly,pilot,plane
seaquake  ^earthquake,quake
sear scorch,shriveled,withered ^heat
search hunt,hunting,look,seek ^activity,examine
searchlight  ^light
season flavor,flavour ^period
seasonal  ^worker
seat ass,behind,bottom,bum,butt,buttocks
seated sitting
seattle  ^city,metropolis
seawater brine,saltwater ^water
seaweed  ^algae
sec second
secede splinter ^break,part,separate,split
secern differentiate,distinguish,secernate,separate,severalise,severalize
secernate differentiate,distinguish,secern,separate,severalise,severalize
secessionist  ^advocate,proponent
seclude sequester,sequestrate,withdraw ^insulate,isolate
secluded privy,secret
second back,bit,endorse,indorse,minute,moment
secondary  ^formation
secondhand used
secrecy privacy,silence ^isolation
secret clandestine,undercover,underground ^information
secretary  ^assistant,chief,head,help,helper,supporter
secrete release ^exudate,exude,ooze,transude
secretion  ^humor,humour
sect  ^faith,religion
section segment,subdivision ^divide,music,part,separate
sectionalise sectionalize ^dissever,divide,separate,split
sectionalize sectionalise ^dissever,divide,separate,split
secularise secularize ^turn
secularism  ^doctrine,ism,philosophy
secularist  ^advocate,proponent
secularize secularise ^turn
secure fasten,fix,procure,unafraid ^attach,obtain
security protection ^safety
sedan saloon ^auto,automobile,car,machine,motorcar
sedate calm,tranquilize,tranquillise,tranquillize ^affect
sediment deposit ^fix,matter,posit,situate
sedimentation deposit
seduce make,score ^persuade
seduction  ^temptation
see realise,realize,understand ^comprehend,perceive,seat
seed  ^disgorge,fruit,shed,spill
seedbed  ^bed
seedpod pod ^fruit
seek search ^desire,motion,movement,want
seeker  ^individual,mortal,person,someone,soul
seel  ^blind
seem appear,look
seeming apparent
seep ooze ^course,feed,flow,run
seepage ooze ^flow,flowing
seer  ^intellect,intellectual
seesaw teeter,teetertotter ^play,toy
seethe buzz,hum
segment section ^divide,part,portion,separate
segregate  ^discriminate,individual,mortal,person,separate,someone
segue  ^continue,passage,proceed,transition
seine  ^fish,river
seize clutch,prehend ^take
seizure capture ^attack
select choice,choose,prime,prize,quality,take
selection choice,pick ^action,assortment,mixture,motley
self ego ^consciousness,individual,mortal,person,someone
sell  ^change,exchange,interchange,sale
selling marketing,merchandising ^commerce,commercialism
sellotape  ^tape
semaphore  ^apparatus,setup,sign,signal,signalise,signalize
semblance color,colour,gloss ^appearance
seminarian  ^pupil,student
senate  ^legislature
senator  ^legislator
send direct ^channel,channelise,channelize,displace,move
senesce age,maturate,mature ^develop
senior  ^undergraduate
sensation ace,adept,champion,genius,hotshot,star
sensational stunning
sense feel ^awareness,cognizance,comprehend,consciousness,import
senseless mindless
sensibilise sensibilize,sensify,sensitise,sensitize ^alter,change
sensibility  ^consciousness,sensitivity
sensibilize sensibilise,sensify,sensitise,sensitize ^alter,change
sensible reasonable
sensify sensibilise,sensibilize,sensitise,sensitize ^alter,change
sensing detection ^perception
sensitise sensitize
sensitive medium
sensitivity sensibility ^sensation,sense
sensitize sensibilise,sensibilize,sensify,sensitise ^alter,change
sensor detector ^device
sensory receptive
sensual animal,carnal
sensualise carnalise,carnalize,sensualize ^corrupt,debase,debauch
sensualize carnalize ^interpret,represent
sentence condemn,condemnation,conviction,doom ^declare
sentient animate
sentiment opinion,thought,view ^belief,feeling
sentimentalise sentimentalize ^alter,change,modify
sentimentalist  ^individual,mortal,person,someone,soul
sentimentality  ^emotionalism,emotionality
sentimentalize sentimentalise ^belie,misrepresent
sentimentise sentimentalise,sentimentalize,sentimentize ^act,behave
sentimentize sentimentalise,sentimentalize,sentimentise ^act,behave
sentinel picket,scout,sentry,watch ^watcher,watchman
sentry picket,scout,sentinel,watch ^watcher,watchman
separate disunite,divide,part,reprint ^article,displace
separated detached,isolated,spaced
separation breakup,detachment ^alteration,change,modification,state
sepia mahogany ^brown
sept family,folk,september ^ancestry,blood,descent
septation  ^division,partition
september sept
septum  ^partition
sequence succession ^grade,order,place,range,rank
sequential consecutive,serial,successive
sequester  ^take
sequestrate seclude,sequester,withdraw ^insulate,isolate
sequestration  ^separation
serenade divertimento ^composition,execute,opus,perform,piece
serenity peace,quiet,repose,tranquility ^calm,calmness
serge  ^cloth,fabric,material,textile
sergeant  ^lawman,noncom
serial consecutive,sequential,series,successive ^broadcast,program
serialise serialize ^arrange
serialism  ^music
serialize serialise ^arrange
series serial ^broadcast,order,ordering,program,programme
seriousness earnestness,sincerity ^badness,gravity,severity,solemnity
sermon discourse,preaching ^address,speech
sermonise moralise,moralize,preachify,sermonize ^advocate,preach
sermonize moralise,moralize,preachify,sermonise ^advocate,preach
serpent snake
serrate  ^jag
serum  ^humor,humour
servant  ^worker
serve function,service ^answer,suffice,work
service serve ^aid,assist,assistance,function,help
services  ^employment,work
session  ^conference,term
set determine,fit,fixed,lay,place,pose
setback blow,reversal,reverse ^happening,occurrence
setting background,scene,scope ^environment,environs,surround
settle adjudicate,decide,resolve ^bench,end,lay
settlement colony,village ^body,community
setup apparatus ^equipment,fashion,manner,mode,style
seven  ^figure
seventeenth  ^rank
seventh  ^rank
sever discerp,lop ^cut,disunite,divide,part
several respective,various
severalise severalize ^differentiate,distinguish,secern,secernate,separate
severalize severalise ^differentiate,distinguish,secern,secernate,separate
severalty distinctness ^separation
severe hard,terrible,wicked
severing  ^cut,cutting
severity badness ^intensity
sew stitch ^fasten,fix,secure
sewage  ^waste
sewer  ^drain
sex arouse,excite ^activity,category,class,family
sextet  ^composition,opus,piece
sexualise sexualize ^alter,change,modify
sexualize sexualise ^alter,change,modify
sforzando  ^chord
shack domicile,domiciliate,hut,reside,shanty ^dwell
shackle bond,hamper,pinion,trammel ^confine,constrain
shade shadow,tincture,tint,tone ^color,colour
shading blending ^graduation,marking
shadow dark,darkness ^follow,scene,shade
shadowbox  ^box
shadowed shadowy
shadowy shadowed
shaft barb,dig,gibe,jibe,shot,slam
shag  ^dance,tobacco
shaggy bushy
shake agitate,didder,shingle ^move
shaken jolted
shakespeare  ^dramatist,playwright,poet
shaking  ^agitation
shaky rickety,wobbly
shallow shoal ^alter,change,modify,water
shallowness superficiality ^depth
sham assume,fake,false,feign,fictive,pretended
shamanise shamanize ^exercise,practice,practise
shamanize shamanise ^exercise,practice,practise
shamble scuffle,shuffle,shuffling ^walk,walking
shame attaint,disgrace,dishonor,dishonour ^feeling
shameful black,inglorious
shampoo  ^cleaner,lave,wash
shamrock  ^clover
shanghai impress ^abduct,city,kidnap,metropolis,nobble
shank  ^cut,hit
shantung  ^cloth,fabric,material,textile
shanty hut,shack ^shelter
shape configuration,contour,determine,forge,form,influence
shapeless amorphous
shaping defining,formative,plastic ^process
shard fragment ^piece
share part,percentage,portion ^apply,employ,overlap
sharer  ^participant,player
shark  ^cheat,chisel
sharp acute,crisp
sharpen  ^alter,change,compound,deepen,heighten,intensify
sharpness keenness ^intelligence
sharpshoot snipe ^blast,shoot
shatter  ^burst,bust
shattering  ^break,breaking
shave shaving,trim ^cut,groom,neaten
shaved shaven
shaven shaved
shaving shave,sliver ^fragment
shawl  ^cloak
sheaf bundle ^package,parcel
shear  ^clip,crop,deformation,dress,lop,prune
sheath case ^cover,protection
sheathe  ^cover
shed cast,drop,spill,throw ^pour,remove
sheep  ^simple
sheepskin fleece ^leather
sheer absolute,curve,cut,plain,rank,slew
sheet  ^expanse,paper,pelt,pour,stream
shelf  ^support
shell blast ^ammo,ammunition,bomb,bombard
shellac shellack ^seal,varnish
shellack shellac ^seal,varnish
shelter  ^construction,furnish,protection,provide,render,structure
shelve defer,postpone,prorogue,remit,table ^delay
shenanigan chicane,devilment,mischief,wile ^deceit,misbehavior
shepherd sheepman ^clergyman,drover,guard,reverend,ward
sheriff  ^lawman
shew demonstrate,establish,prove,show ^affirm,confirm
shibboleth motto,slogan ^delivery,expression,speech
shield screen ^armor,armour,protect,protection
shielding  ^protection,shield
shift dislodge,displacement,reposition,switch,transformation,transmutation
shifting shift ^motion,move,movement
shill  ^cozen,deceive,decoy,delude
shillyshally procrastination ^delay,holdup,hover,oscillate,vacillate
shim  ^wedge
shimmer play ^alteration,beam,change,modification,shine
shimmy wobble ^dance,vibrate
shin clamber,scramble,shinny,skin,sputter,struggle
shinbone shin
shine beam,radiance,reflect ^brightness,emit
shingle shake ^roof
shining  ^work
shinny clamber,scramble,shin,skin,sputter,struggle
shiny glistening,shining
ship send,transport ^displace,move,vessel
shipbuilding  ^building,construction
shipment cargo,despatch,dispatch,freight,load,loading
shipping transport,transportation ^business
shipshape trim
shipwreck  ^ruin,ship
shipyard  ^work
shirk fiddle,goldbrick ^avoid
shirking soldiering ^dodging,escape
shirr  ^bake
shirt  ^apparel,clothe,dress,enclothe,garb,garment
shirtfront  ^front
shirtsleeve  ^arm,sleeve
shit betray,bull,bullshit,crap,denounce,dirt
shiver shake,shudder,thrill,throb,tremble ^reflex
shivering chill,shaky,trembling ^symptom
shlep schlep,traipse ^simple,walk
shmoose jawbone,schmoose,schmooze,shmooze ^chaffer,chat
shmooze jawbone,schmoose,schmooze,shmoose ^chaffer,chat
shnorr cadge,schnorr,scrounge ^beg
shoal shallow ^alter,change,modify
shock appal,appall,daze,floor,impact,offend
shocked aghast,dismayed
shocking lurid
shoe  ^apparel,clothe,dress,enclothe,garb,garment
shoehorn  ^accommodate,adapt,device
shoelace shoestring ^lace
shoes place ^position,situation
shoestring shoelace ^lace
shoetree tree ^device,elongate,stretch
shoo  ^dispel
shoot hit,pip ^injure,kill,sprout,wound
shooter  ^marble
shooting shot ^homicide
shop frequent,patronise,patronize,sponsor,store,workshop
shopkeeper storekeeper,tradesman ^merchant
shoplift  ^rip,steal
shopper  ^client,customer
shopping  ^buying
shore  ^border,bound,formation
short  ^bunco,con,defraud,diddle,goldbrick,hornswoggle
shortage deficit ^deficiency,inadequacy,lack,want
shortcut crosscut ^road,route
shorten abbreviate,abridge,contract,cut,foreshorten,reduce
shortlist  ^grade,list,order,place,range,rank
shortness  ^length
shortsighted short
shortstop  ^infielder
shot shooting ^missile,projectile
shotgun  ^firearm,piece
shoulder  ^elevate,lift,raise,thrust
shout call,cry,holler,hollo,outcry,scream
shouting cheering,yelling ^call,cry,encouragement,outcry
shove jostle ^force,push,pushing
shovel  ^delve,dig
show demo,demonstrate,display,establish,exhibit,present
showcase  ^background,scope,setting
showdown confrontation,encounter ^disagreement
shower lavish ^bathing,consume,spray,squander,ware
showerhead  ^nose,nozzle
showing display,exhibit ^show
showpiece  ^curio,curiosity,peculiarity
shrapnel  ^shell
shred whit ^bust,rupture,snap,tear
shrewd astute,sharp
shrewish nagging
shriek pipe,scream,screaming,screech,screeching,shrieking
shrieking scream,screaming,screech,screeching,shriek ^call
shrill pipe,sharp,shriek ^call,cry,holler
shrimp  ^fish
shrine enshrine ^enclose,inclose
shrink cringe,flinch,funk,psychiatrist,quail,recoil
shrinkwrap  ^wrap
shrive absolve ^forgive
shrivel shrink,wither ^decrease,diminish,fall,lessen
shriveled sear,withered
shroud cover,enshroud,hide ^enclose,enfold,envelop
shrub bush
shrubbery  ^area,country,vegetation
shrug  ^gesticulate,gesture,motion
shuck chaff,husk,stalk,straw ^remove,take
shucks damn,darn,hoot,shit ^worthlessness
shudder chill,quiver,shiver,thrill,throb,tingle
shuffle make,scuffle,shamble,shuffling ^shift,transfer
shuffling shamble,shuffle ^walk,walking
shun eschew ^avoid
shunt bypass ^conductor,passage,passageway,shift,transfer
shush  ^hush,quieten,silence,still
shut close,closed ^turn
shutdown closing,closure ^conclusion,ending,termination
shutter  ^blind,close,screen,shut
shuttle bird,birdie,shuttlecock ^locomote,move,travel
shuttlecock bird,birdie,shuttle ^bandy
shy diffident,timid ^jump,start,startle,throw
sibilate  ^articulate,enounce,enunciate,pronounce,say
sic set ^assail,assault,attack
sicilian  ^italian
sick barf,cast,cat,chuck,disgorge,honk
sicken disgust,nauseate,revolt ^decline,repel,repulse
sickish nauseated,sick
sickly sallow
sickness illness,malady
sickroom  ^room
side  ^align,array,part,region,unit
sideboard  ^board
sideline  ^break,bump,demote,line,relegate
sidelong squint
sidestep circumvent,dodge,duck,elude,evade,fudge
sideswipe  ^blow,bump,strike
sidetrack depart,digress,siding,straggle ^deviate,divert
sidewalk pavement ^walk
sidewinder  ^rattler,rattlesnake
siding sidetrack ^railroad,railway
sidle sashay ^move
siege  ^blockade
sieve screen,sort ^choose,select,take
sift sieve,strain ^locomote,move,separate,travel
sigh suspire ^breathe,emit,respire,utter,utterance
sight spy ^comprehend,display,perceive
sightread  ^perform
sightsee  ^visit
sightseeing  ^look,looking
sightsing  ^sightread
sign mark,ratify,signed,subscribe ^clew,clue
signal bespeak,betoken,indicate,point,sign,signaling
signaling sign,signal ^communication
signalise signalize ^furnish,provide,render,supply
signalize signalise ^furnish,provide,render,supply
signature touch ^fashion,manner,mode,name,style
significance implication,import ^importance,meaning,substance
significant important,substantial
signify intend,mean
signore  ^man
signpost guidepost ^mark,sign
silence hush,quiet,quieten,still ^condition,conquer
silent mum,still
silhouette  ^interpret,outline,project,represent
silicate  ^salt
silk  ^cloth,fabric,material,textile
silkscreen  ^print
silkworm  ^caterpillar
silly dizzy,wacky ^child,fry,kid,minor
silo  ^tower
silt  ^choke,clog,congest,dirt,foul,soil
silver silvery ^conductor,plate
silverplate  ^plate
silvery silver
similar alike,like
similarity  ^sameness
simile  ^figure,image
similitude likeness ^similarity
simmer  ^boil,temperature
simonise simonize ^polish,shine,smooth,smoothen
simonize simonise ^polish,shine,smooth,smoothen
simper smirk ^grin,grinning,smile,smiling
simple elementary,unproblematic ^herb
simplicity  ^quality
simplify  ^alter,change,modify
simulate copy,imitate ^reproduce
simulated fake,false,imitation
simulation  ^model
simultaneous concurrent,cooccurring
sin sinfulness,sinning,transgress,trespass,wickedness ^breach
sincerity earnestness,seriousness ^gravity,solemnity,truthfulness
sinewy stringy
sinful ungodly
sinfulness sin,wickedness
sing  ^interpret,mouth,render,speak,talk,utter
singe scorch,swinge ^blacken,burn,char,sear
singer vocalist ^instrumentalist,musician,player
single individual ^hit,safety
singsong chantlike ^cantillate,chant,intonate,intonation,intone
singular curious,funny,odd,peculiar,queer,remarkable
singularise singularize ^distinguish,signalise,signalize
singularity uniqueness ^individualism,individuality
singularize singularise ^distinguish,signalise,signalize
sinister baleful,black,dark,menacing,ominous,threatening
sink drop ^displace,move
sinking  ^decrease,descent,lessening
sinner evildoer ^offender
sinning sin ^transgression
sinter  ^forge,form,mold,mould,shape,work
sinusoid  ^passage,passageway
sip  ^drink,imbibe,swallow
siphon syphon ^draw,tube,tubing
sipper  ^drinker
sir  ^man
sire beget,engender,father,generate,get,mother
sirloin  ^cut
sis sister
siss hiss,sibilate,sizz ^mouth,speak,talk
sister sis
site locate,place,situation ^parcel,position,post
sitting seated ^motion,move,movement
situate deposit,fix,locate,posit ^ascertain,determine
situated located,set
situation position ^condition,state,status
six sextet ^figure
sixteenth  ^rank
sixth  ^rank
sixties  ^decade
sizable ample
size  ^coat,magnitude,property,surface
sizz hiss,sibilate,siss ^mouth,speak,talk
sizzle  ^noise,resound
skank  ^dance,waste
skate  ^glide
skateboard  ^board,skate
skedaddle  ^bunk,escape,flight,lam,run,scarper
skeet  ^shoot
skeptic  ^intellect,intellectual
skeptical questioning
skepticism disbelief ^doubt,uncertainty
sketch adumbrate,outline,study,vignette ^depict,describe
skew  ^reorient
skewer spit ^pin
ski  ^locomote,move,runner,travel
skid  ^board,plank,slew,slide,slip,slue
skill accomplishment,acquisition,attainment,science ^ability,power
skillful adept,expert,good,practiced,proficient
skim plane ^cover,glide,touch
skimcoat  ^coat,surface
skimming  ^removal
skimp scant ^work
skin clamber,scramble,shin,shinny,sputter,struggle
skinny bony,scraggly,scrawny ^information
skip cut,jump ^drop,gait,miss,neglect
skipper  ^pupil,student,work
skirl  ^sound
skirmish brush,clash,encounter ^combat,contend,fight
skirmisher  ^belligerent,combatant,fighter
skirt circumvent,dodge,duck,elude,evade,fudge
skit  ^acting,playacting,playing
skitter scamper,scurry,scuttle ^run
skittle  ^bowl,pin
skive  ^shave
skreak creak,screak,screech,squeak,whine ^noise
skreigh screak,screech,skreak,squawk ^call,cry
skulk lurk ^conceal,hide
skulking malingering ^dodging,escape
skull  ^bone
skullcap  ^cap
skunk bum,crumb,lurch,puke,rat ^defeat
sky flip,pitch,toss ^atmosphere,fling
skydive  ^chute,jump,parachute
skyjack  ^commandeer,highjack,hijack,pirate
skylark cavort,disport,frisk,frolic,gambol,lark
skylight  ^window
skyrocket rocket ^arise,lift,rise,uprise
skyscraper  ^building,edifice
slab  ^block
slabber dribble,drivel,drool,slaver,slobber ^salivate
slack loose ^debris,dust,fiddle,goldbrick,junk
slacken relax,slack,slow ^decrease,lessen,minify
slacks  ^pant,trousers
slag dross ^convert,scum
slain  ^dead
slake allay,assuage,quench ^fill,fit,fulfil
slalom  ^ski
slam bang,sweep ^close,hit,shut,triumph
slander asperse,besmirch,calumniate,defame,denigrate,smear
slang  ^speak,talk
slant angle,pitch,rake,weight ^bias,gradient
slanted diagonal,slanting,sloping
slanting diagonal,slanted,sloping
slap smack ^blow,bump,strike
slapstick  ^comedy
slash cut,flog,gash,lash,lather,slice
slat  ^furnish,provide,render,strip,supply
slate  ^designate,destine,intend,specify,tablet
slather  ^spread
slaughter butcher,debacle,massacre,walloping,whipping ^defeat
slave  ^individual,mortal,person,someone,soul,work
slaver dribble,drivel,drool,slabber,slobber ^salivate
slavery  ^pattern,practice,subjugation
slay dispatch,hit,murder,off,remove ^kill
sled sledge,sleigh ^ride,vehicle
sledge sled,sleigh ^transport,vehicle
sledgehammer maul,sledge ^hammer
sleek slick ^polish,shine,smooth,smoothen
sleep kip,slumber ^rest
sleeping dormant ^sleep,slumber
sleepwalk somnambulate ^walk
sleepwalker  ^sleeper
sleet  ^downfall,fall,precipitate
sleeve arm
sleigh sled,sledge ^ride,vehicle
slender slight,slim,thin
slenderise slenderize ^alter,change,modify
slenderize slenderise ^alter,change,modify
sleuth snoop,spy,stag ^detective,monitor,supervise
slew batch,curve,cut,deal,flock,heap
slice piece,slit ^cut,hit,part,percentage
slick sleek,slip ^polish,shine,smooth,smoothen
slide skid,slew,slip,slither,slue ^descent
slight little,rebuff ^discount,dismiss,disregard,ignore
slim reduce,slender,slenderize,slight,thin ^turn
slime muck,ooze,sludge ^begrime,bemire,colly
sling catapult ^cast,hurl,hurtle
slinging  ^throw
slingshot catapult,sling ^toy
slink  ^walk
slip steal ^blunder,botch,bungle,enclose,error
slippage  ^decrease,decrement
slit pussy,slice,snatch ^cut,incise,opening
slither slide ^locomote,move,travel
sliver splinter ^bit,chip,dissever,divide,flake
slivery splintery
slob pig
slobber dribble,drivel,drool,slabber,slaver ^saliva
slog  ^work
slogan motto,shibboleth ^expression
sloganeer  ^coin,propagandist
slop slosh,spill,splash,splatter,splosh,squelch
slope gradient,incline,pitch,side ^angle,formation
sloping diagonal,slanted,slanting
slosh slush,splash,splosh ^sound
slot  ^position,schedule,slit
slouch slump ^droop,flag,incompetent,sag,swag
slough exuviate,gangrene,molt,moult,shed ^cast
slow decelerate,retard,slack,slacken ^decrease,diminish
slowing deceleration,retardation ^alteration,change,modification
slowness deliberation ^pace,rate
sludge  ^precipitate
slue curve,cut,sheer,slew,swerve,trend
slug bullet,slog,swig ^hit,missile,projectile
slugger batter,hitter ^ballplayer
sluggish sulky
sluice flush ^douse,dowse,drench,pelt,pour
slum  ^pass,spend
slumber kip,sleep ^rest
slump falloff,sink,slack,slouch ^break,collapse
slur  ^play,spiel
slurp  ^eat
slurred thick
slush slosh,splash,splosh ^sound,water
sly crafty,slick,wily
smack reek,slap,smell,thwack ^blow,bump
small little,minor,modest
smallness  ^size
smart ache,chic,hurt ^pain
smash bang,bash,belt,blast,boom,dash
smatter dabble ^busy,occupy
smear  ^begrime,bemire,calumny,colly,dirty,grime
smell aroma,odor,scent ^comprehend,perceive,property
smelt  ^create,fish,make,produce
smile grin,grinning,smiling ^grimace
smiling grin,grinning,smile
smirch besmirch,blot,daub,slur,smear,smudge
smirk simper ^grin,grinning,smile,smiling
smite  ^hit
smitten stricken
smock gabardine ^adorn,beautify,decorate,embellish,grace
smoke fume,smoking ^aerosol,evaporation,habituate,use
smokehouse  ^house
smoking smoke ^breathing,respiration,ventilation
smolder smoulder ^burn,combust,fire
smooch smack,spoon ^buss,kiss,neck
smooth bland,polish,politic,shine,smoothen,suave
smoothen smooth
smoothness  ^texture
smother asphyxiate,clutter,fuddle,jumble,muddle,suffocate
smothered strangled
smothering suffocating
smoulder smolder ^experience,feel,fire
smudge blur,smear,smutch ^fire,rub
smuggle  ^export,import
smuggler runner ^criminal,crook,felon,outlaw
smut crock,soot ^alter,carbon,change,modify
smutch blur,smear,smudge ^rub
snack bite,nosh ^eat,meal
snaffle grab ^bit,take
snafu  ^blunder,botch,bungle,embrangle,flub,snarl
snag  ^bulge,bump,catch,hitch,hump,jut
snail  ^collect,garner,gather
snake serpent ^glide
snap bust,catch,grab,rupture,snarl,snatch
snapdragon  ^flower
snapshot shot,snap ^exposure,photo,photograph,picture
snare ensnare,entrap,trammel,trap ^capture,catch
snarf abstract,cabbage,filch,hook,lift,nobble
snarl snap ^mouth,sound,speak,talk,utter
snatch bit,snap ^clutch,fragment,prehend,seize
sneak creep,furtive,mouse,pussyfoot,stealthy ^act
sneaker  ^shoe
sneer leer ^contempt,evince,express,scorn,show
sneeze  ^reflex,symptom
snick nick,notch ^cut,cutting,hit
snicker snigger,snort ^laugh,laughter
sniff sniffle,snuff,whiff ^inhale,inspire,smell
sniffle blub,blubber,snivel,snuffle ^breathing,cry
snigger snicker,snort ^laugh,laughter
snip clip,nip ^cut,piece
snipe  ^hunt,run
sniper  ^marksman
snitch cop,fink,glom,hook,sneak,sneaker
snivel sniveling,whine ^mouth,speak,talk,tears
sniveling snivel ^tears,weeping
snobbish clannish
snog buss,kiss,osculate ^touch
snooker  ^fob,fox,pool,trick
snoop sleuth,spy,stag ^monitor,supervise
snooze catnap,doze,drowse,nap ^sleeping
snore  ^breathe,noise,respire,suspire
snoring snore ^breathing,respiration,ventilation
snorkel  ^dive
snort snicker,snigger ^emit,exhale,expire,laugh
snout  ^nose
snow snowfall ^downfall,fall,layer,precipitate
snowball  ^increase
snowboard  ^board,glide
snowfall snow ^downfall
snowmobile  ^ride
snowshoe  ^device,locomote,move,travel
snub cut,disregard,ignore,rebuff,repel,repulse
snuff snuffle ^char,smell
snuffbox  ^box
snuffer  ^implement
snuffle sniffle,snivel,snuff ^breathing,respiration,smell
snug  ^room
snuggle cuddle,nest,nestle,nuzzle ^clutch,embrace
soak fleece,gazump,hook,overcharge,pluck,plume
soaking soak ^action,activity
soap lather ^clean,cleaner,cleanse
soapsuds lather,suds ^foam,froth
soar surge,zoom ^arise,ascending,aviate,fly
soaring glide,sailing ^flight,flying
sob  ^cry,weep
sober grave,sedate,solemn ^alter,change,modify
sociability  ^sociality
social societal ^party
socialise socialize ^interact
socialism  ^ideology
socialist socialistic ^politician
socialistic socialist
sociality  ^nature
socialize socialise ^interact
societal social
society club,gild,lodge,order ^association
sock bash,bonk,bop,whap,whop ^hit
sod sward,turf ^cover,ground,land,soil
soddy  ^house
sodium  ^metal
sodomise sodomize ^copulate,couple,mate,pair
sodomize sodomise ^copulate,couple,mate,pair
sofa couch,lounge ^seat
soften break,damp,dampen,weaken ^blunt,deaden
softening  ^action,activity
softness  ^body,consistence,consistency,substance
soil begrime,bemire,colly,dirt,dirty,grease
soiled dirty,unclean
sojourn visit ^pass,spend,stay
solace comfort,consolation,console,soothe
solarise solarize ^develop
solarize solarise ^develop
solder  ^alloy,conjoin,join,metal
soldier  ^pass,spend
soldiering  ^accomplishment,acquisition,attainment,skill
soldiery troops ^force,personnel
sole exclusive,resole ^bottom,bushel,doctor,fix
solemn grave,sedate,sober
solemnise solemnize ^celebrate,keep,observe
solemnity  ^earnestness,seriousness,sincerity
solemnize solemnise ^celebrate,keep,observe
solicit beg,tap ^bespeak,quest,request
solicitude  ^concern
solid  ^matter,state
solidity  ^body,consistence,consistency,substance
soliloquise monologuise,monologuize,soliloquize ^speak,talk
soliloquize monologuise,monologuize,soliloquise ^speak,talk
solitary lone,lonely ^confinement
solitude  ^isolation
solmizate  ^sing
solo  ^activity,aviate,fly,pilot
soloist  ^instrumentalist,musician,player
solution answer,resolution,result,solvent ^mixture,statement
solvate  ^alter,change,compound,modify
solve lick,resolve,work ^calculate,cipher,compute
solved resolved
solvent  ^medium
somatic corporal,corporeal
somber drab,sober
someone individual,mortal,person,soul ^being,cause
somersault flip,somersaulting ^tumble
somersaulting flip,somersault ^tumble
somnambulate sleepwalk ^walk
son boy,word
song vocal ^composition,opus,piece,sound
songwriter  ^composer
sonnet  ^poem,praise
sonny cub,lad ^boy
sonogram  ^image,picture
sonority resonance,ringing,vibrancy ^quality,timber,timbre
sonorous heavy
soot crock,smut ^carbon,coat,surface
soothe comfort,console,solace ^alleviate,assuage,palliate
soothsayer  ^seer
sooty jet
sop  ^bit,bite,bribe,buy,corrupt,morsel
sophisticate  ^adult,civilise,civilize,cultivate,educate,grownup
sophisticated advanced
sophistication  ^enlightenment
soprano treble ^singer,vocalist
sorb  ^turn
sorbed occluded
sorcerise sorcerize ^transform,transmute,transubstantiate
sorcerize sorcerise ^transform,transmute,transubstantiate
sore painful,raw,sensitive,tender ^infection
sorority  ^club,gild,lodge,order,society
sorption  ^action,activity
sorrel  ^herb
sorrow grieve,regret,rue ^sadness,suffer,unhappiness
sorry bad,deplorable,distressing,pitiful,sad
sort form,kind,screen,sieve,variety ^category
sough purl ^noise,resound
soul individual,mortal,person,psyche,someone ^being
sound healthy,intelligent,levelheaded ^appear,look,seem
sounding looking ^depth
soundproof  ^insulate
soup  ^dish,dope
sour acetify,acidify,acidulate,ferment,turn,work
source beginning,origin,root ^document,obtain,papers
sourdough  ^leaven,leavening
souse douse,dowse,drench,lush,soak,sop
south confederacy
southeast  ^point
southeastern southeast
southerner  ^american
southernism  ^expression
southpaw lefty ^hurler,pitcher,twirler
southwest  ^point
souvenir keepsake,relic,token ^object
sovereign independent,monarch,supreme ^ruler
soviet  ^council
sovietise sovietize ^join
sovietize sovietise ^join
soviets  ^state
sow seed ^broadcast,circularise,circularize,circulate,diffuse
space infinite ^attribute,lay,location,place,pose
spaced separated
spacewalk  ^walk
spacing  ^arrangement,placement,rate
spacious broad,wide
spade  ^delve,dig
spam  ^email,netmail
span cross,sweep,traverse ^continuance,continue,cover
spang bang ^hit,strike
spangle  ^gleam,glint,glisten,glitter,shine
spanish  ^country,land,nation,romance
spank larrup,paddle ^beat,slap,smack
spar  ^equip,fit,mineral,outfit
spare excess,extra,redundant,save,surplus,trim
sparge sprinkle,sprinkling ^agitate,shake
spark activate,actuate,flicker,glint,light,sparkle
sparkle coruscate,light,scintillate,spark,twinkle ^aspect
sparkling twinkle ^alteration,change,modification
sparse thin
spasm cramp ^symptom
spasmodic convulsive
spat bicker,bickering,fuss,squabble ^fall,precipitate
spatchcock  ^chicken,devise,machinate,organise,organize,prepare
spatiality  ^property
spatter plash,splash,splatter,splosh,splutter,sputter
spawn breed,engender ^cause,egg,make
spay alter,castrate,neuter ^desex,desexualise,desexualize
speak mouth,talk,utter,verbalise,verbalize ^communicate
speakeasy  ^bar,ginmill,saloon
speaker loudspeaker
speaking  ^utterance
spear lance,shaft ^arm,empale,impale,spike
spearhead  ^head,lead,leader
special particular,peculiar ^offer,offering
specialise specialize ^work
specialist  ^doctor,expert,physician
specialization specialty ^career,vocation
specialize narrow,particularise,particularize,specialise,specify ^alter
specialty forte,strength ^asset
speciate differentiate,specialise,specialize ^evolve
species  ^form,kind,sort,variety
specific particular ^fact
specification  ^description
specify condition,define,determine,fix,limit,qualify
specimen  ^example,illustration,instance,representative,sample
speck atom,molecule,particle,pinpoint ^dapple,fleck
speckle dapple,fleck,patch,spot,stipple ^cloud
speckled dotted,flecked
spectacle  ^display,presentation,sight
spectacles glasses
spectacular dramatic,striking ^performance
spectate  ^catch,see,view,watch
spectator viewer,watcher,witness ^observer,pump
specter apparition,ghost,phantom,shade,spook ^shadow
spectral ghostlike,ghostly,spiritual
spectrum  ^array,compass,orbit,range,reach,scope
speculate conjecture,hypothecate,hypothesise,hypothesize,suppose,theorise
speculation conjecture,guess,hypothesis,surmise ^opinion,possibility
speculative bad,risky
speech address,language
speechify  ^deliver,present
speechlessness  ^quiet,silence
speed accelerate,hasten,hie,hotfoot,quicken,race
speedy quick,rapid
spell enchantment,import,tour,trance,turn ^intend
spellbind fascinate,grip,transfix ^interest
spellbound fascinated
spelling  ^orthography
spelunk cave ^explore
spend drop,expend,pass ^pay
spending outlay ^payment
spew ptyalise,ptyalize,spit,spue ^expectorate
sphacelate gangrene,mortify,necrose ^rot,waste
sphere area,arena,domain,field,orbit ^artifact
spherical global
spherule  ^ball,globe,orb
spic immaculate,spotless
spice  ^alter,change,modify
spiel patter,play ^channel,line
spike  ^banish,bar,relegate
spill slop,splatter ^course,displace,feed,flow
spin gyrate,reel,whirl ^gyration,revolution,revolve
spine back,backbone
spinnability  ^quality
spiral coil,gyrate,turbinate ^curve,turn
spire steeple ^tower
spirit feel,feeling,flavor,flavour,inspirit,look
spiritise spiritize ^diffuse,imbue,interpenetrate,penetrate,permeate
spiritize spiritise ^diffuse,imbue,interpenetrate,penetrate,permeate
spirits booze,liquor ^alcohol
spiritual religious
spiritualise spiritualize ^construe,interpret,see
spiritualize spiritualise ^construe,interpret,see
spirt gush,jet,spout,spurt,squirt ^discharge
spit ptyalise,ptyalize,spew,spue,tongue ^cape
spite bruise,hurt,injure,offend,wound ^arouse
spiteful vindictive
splash plash,slop,slosh,splosh,sprinkle,squelch
splat  ^plash,sound,splash
splatter slop,spatter,spill,splutter,sputter,sputtering
splattered dabbled,splashed
splay  ^bevel,cant,chamfer,open,spread,unfold
splendid glorious,resplendent
splendor brilliance,brilliancy,grandeur,luster,lustre,magnificence
splenomegaly  ^hypertrophy
splice splicing ^conjoin,conjunction,join,junction
splicing splice ^conjunction,junction
splint  ^shaving,sliver,treat
splinter secede,sliver ^bit,break,chip,dissever
splinters  ^wood
split cleave,dissever,divide,rive,separate ^tear
splitting rending,ripping
splosh slosh,slush,splash ^sound
splotch blotch ^blob,blot,daub,fleck,slur
splurge fling ^consume,fanfare,flash,squander,ware
splutter spatter,splatter,sputter,sputtering ^emit,noise
spoil blow,bobble,bodge,bollix,bollocks,botch
spoke radius ^support
spokesman  ^interpreter,representative,voice
spondaise spondaize ^poetise,poetize,verse,versify
spondaize spondaise ^poetise,poetize,verse,versify
sponge  ^wipe
sponsor patron,patronise,patronize,supporter ^helper,support
sponsorship  ^support
spontaneity  ^naturalness
spoof burlesque,lampoon,mockery,parody,takeoff,travesty
spook creep ^affright,fright,frighten,scare
spool reel ^transfer
spoon  ^container,remove,take,withdraw
spoonfeed  ^feed,give
spoonful spoon
sport athletics,boast,feature ^business,diversion,have
sporting clean
sportscast  ^air,beam,broadcast,send,transmit
sportsman sport,sportswoman ^athlete
sportswoman sport,sportsman ^athlete
sporulate  ^produce
spot descry,espy,place,spy ^point,section
spotless immaculate,spic
spotlight foreground,glare,highlight ^prominence
spotweld  ^weld
spouse mate,partner ^relation,relative
spout gush,jabber,rant,rave,spirt,spurt
sprain rick,turn,twist,wrench,wrick ^injure
sprawl straggle ^distribute,lie,sit,spread
sprawling sprawl,straggling ^attitude,position,posture
spray spraying ^disperse,dot,dust,scatter,sprinkle
spraying  ^diffusion,dispersal,dispersion,dissemination
spread dispersed,distribute,gap,propagate ^move,travel
spreadeagle rout ^beat,crush,shell,trounce,vanquish
spree fling ^gratify,indulge,pander
spring bound,form,jump,leap,springtime ^become
springboard  ^board
springtime spring ^season
sprinkle disperse,dot,dust,scatter,splash,splosh
sprint dash ^run,running
sprinter  ^runner
spritz  ^eject,jet,spirt,spurt,squirt
sprout bourgeon,germinate,pullulate,shoot,spud ^grow
spruce dapper,dashing,jaunty,snappy,titivate,tittivate
sprue  ^disorder,upset
spud potato ^bore,drill
spue ptyalise,ptyalize,spew,spit ^expectorate
spume froth,suds ^create,foam,make
spur goad,prod,spine,urging ^advance,boost
spurn disdain,reject,scorn ^decline,refuse
spurt gush,jet,spirt,spout,squirt ^discharge
sputnik  ^satellite
sputter spatter,splatter,splutter,sputtering ^alter,change
sputtering spatter,splatter,splutter,sputter ^noise
spy descry,espy,sleuth,snoop,spot,stag
squabble bicker,bickering,brabble,fuss,niggle,pettifog
squad team ^unit
squadron  ^cavalry
squall call,cry,holler,hollo,scream,shout
squander blow,waste ^expend,use
square  ^form,multiply,number,rectangle,shape
squash crush,mash,squeeze,squelch ^press,vine
squat chunky,crouch,hunker,scrunch,squatting ^sit
squatting squat ^motion,move,movement
squawk screak,screech,skreak,skreigh ^call,cry
squeak creak,screak,screech,skreak,whine ^noise
squeaky screechy
squeal oink ^emit,howl,utter
squeegee  ^wipe
squeeze crush,mash,squash,squelch ^press
squelch quell,quench ^conquer,derision,subdue,suppress
squinch  ^arch,bend,bow,crouch,stoop
squint sidelong,squinch ^abnormality,grimace
squire  ^attendant,escort,landowner,tender
squirm twist,wiggle,worm,wrestle,wriggle,writhe
squirt eject ^cipher,cypher,discharge,nobody
squish slop,slosh,splash,splosh,squelch ^footslog
stab knife,pang,twinge ^feeling,injure,wound
stabilise brace,stabilize,steady ^fortify,strengthen
stability  ^firmness
stabilize stabilise ^alter,change,modify
stable  ^shelter
stack  ^agglomerate,cumulus,heap,lade,laden,load
stadium arena,bowl ^construction,structure
staff  ^cater,force,personnel,ply,provide,stick
stage arrange,degree,level,phase,point,present
stager  ^supervisor
stagger careen,flounder,keel,lurch,reel,stumble
staggering astonishing,astounding,stupefying
stagnant dead
stagnation  ^inaction
stain  ^alter,appearance,change,color,colour,dye
staining  ^dyeing
stair step ^support
staircase stairway ^way
stairs steps ^staircase,stairway
stairway staircase ^way
stairwell  ^well
stake adventure,back,gage,game,hazard,interest
stale  ^make,micturate,pee,piddle,piss,puddle
stalemate deadlock,impasse,standstill ^move,situation
stalin  ^commie,communist
stalinise stalinize ^transform,transmute,transubstantiate
stalinize stalinise ^transform,transmute,transubstantiate
stalk chaff,haunt,husk,shuck,straw ^follow
stall booth,conk,dillydally,procrastinate,shillyshally ^closet
stammer bumble,falter,stutter ^mouth,speak,talk
stamp cast,mold,mould,stomp,stump ^category
stance  ^attitude,position,posture
stanch halt,staunch,stem ^check
stand base,pedestal ^place,position,rest,support
standard criterion,measure,touchstone ^ideal
standardise standardize ^appraise,assess,evaluate,measure,valuate
standardize standardise ^govern,order,regularise,regularize,regulate
standby  ^thing
standing  ^position,status
standpoint stand,viewpoint ^position,posture,stance
standstill deadlock,impasse,stalemate ^situation
staple basic ^commodity,fasten,fix,good,secure
star ace,adept,champion,genius,hotshot,leading
starboard  ^channelise,channelize,direct,guide,head,maneuver
starch  ^stiffen
stare gaze ^look,looking
stargaze  ^gaze,stare
stark blunt,crude
starlet  ^actress
starlight  ^light
start begin,beginning,commence,first,get,kickoff
starting start ^play,turn
startle galvanise,galvanize,jump,start ^floor,reflex
startup  ^beginning,start
starvation starving ^hunger
starve famish,hunger ^choke,conk,croak,decease
starved starving
starving starvation,starved
stash cache,hoard ^fund,save,stock,store
state posit,province,say,submit,tell ^advise
stately baronial,imposing,noble
statement argument ^content,evidence,message,substance
statesman  ^politician
statesmanship diplomacy ^wisdom
static inactive,motionless,still ^disturbance,interference,noise
station place,post,send ^displace,facility,installation
statistic  ^datum
statuary  ^accumulation,aggregation,assemblage,collection
statue  ^sculpture
statuette figurine ^figure
stature  ^esteem,regard,respect
status condition,position ^state
statute  ^act,enactment
staunch halt,stanch,stem ^check
stave staff ^equip,fit,outfit
stay remain,rest,stick ^act,deed
stead place,position ^function,office,part,role
steady becalm,brace,calm,stabilise,stabilize,sweetheart
steak  ^cut
steakhouse  ^restaurant
steal bargain,buy,rip,slip ^move,purchase
stealing thieving
stealth stealing ^hiding
stealthy furtive,sneak
steam steamer ^emit,locomote,move,travel,vapor
steamboat  ^boat
steamer steam ^clam,locomote,move,travel
steamroll steamroller ^coerce,force,hale,pressure,squeeze
steamroller steamroll ^coerce,force,hale,power,pressure
steamship steamer ^ship
steed  ^warhorse
steel blade,brand,nerve,sword ^alloy,arm
steep absorb,engross,engulf,immerse,plunge ^center
steepen  ^change
steeple spire ^tower
steer channelise,channelize,direct,guide,head,hint
stein  ^mug
stellar leading,star
stem base,radical,root,stalk,theme ^form
stencil  ^print,sheet
stenograph  ^character,graph,write
stenography  ^hand,handwriting,script
step footstep,measure,pace,stride,tread ^locomote
stepchild  ^child,kid
steppe  ^field,plain
steprelationship  ^affinity
steps stairs ^course,path,staircase,stairway,track
stereo stereophonic
stereophonic stereo
stereotype pigeonhole,stamp ^assort,class,classify,representation
stereotyped unimaginative
sterilise sterilize ^disinfect
sterilize sterilise ^disinfect
sterling greatest,superlative ^money
stern austere,grim,inexorable,quarter,relentless,tail
sternum  ^bone
stet  ^annul,avoid,invalidate,nullify,quash,void
stetson fedora ^hat,lid
stew brood,fret,grizzle,lather,sweat ^agitation
stewing  ^agitation
stick deposit,lodge,stay,wedge ^fasten,fix
sticking jutting,projected,relieved
stickle  ^argue,contend,debate,fence
stickpin  ^pin
sticky gummy,pasty
stiff  ^man
stiffen  ^alter,change,modify
stiffening  ^procedure,process
stifle dampen,knee,muffle,repress,smother,strangle
stigmatise brand,denounce,mark,stigmatize ^label
stigmatize brand,denounce,mark,stigmatise ^label
still calm,hush,inactive,lull,motionless,quiet
stillness hush,still ^calmness,quiet,silence
stilt pile ^column,pillar
stilted artificial,contrived
stimulant input,stimulating,stimulation,stimulus ^drug,information
stimulate cause,excite,get,have,induce,make
stimulation input,stimulant,stimulus ^arousal,information,rousing
stimulus input,stimulant,stimulation ^information
sting bite,burn,prick ^ache,hurt,pain
stink reek ^odor,smell
stinking lousy,rotten
stint scrimp,skimp,stretch ^continuance,duration,save
stipple  ^engrave,etch
stipulate condition,qualify,specify ^contract,undertake
stir agitate,budge,shift,splash ^commotion,displace
stirring rousing ^agitation
stirrup  ^support
stitch sew ^fasten,fix,secure,sewing
stock carry,commonplace,hackneyed,inventory,stockpile,threadbare
stockade  ^fence,fortification,munition,palisade,surround,wall
stockbroker  ^agent,broker,factor
stockholder  ^investor
stocking  ^hose,provision,supply
stockpile backlog,carry,reserve,stock ^accumulation,have
stoic stoical ^adult,grownup,philosopher
stoical stoic
stoke  ^tend
stomach abdomen,belly ^digest
stomp stamp,stump ^walk
stone lapidate,rock ^kill
stonewall  ^block,blockade,embarrass,hinder,obstruct,stymie
stonewash  ^launder,wash
stooge  ^cruise,follower
stool  ^entice,lure,seat,tempt
stoop bend,bow,crouch ^flex,inclination
stooped crooked
stop cease,discontinue,halt,quit ^act,conclusion
stopper stopple ^act,bit,number,plug,routine
stopple plug,stopper ^block,closure,occlusion,secure
storage depot,store,storehouse ^deposit,holding,keeping
store fund,shop,stock ^accumulation,keep,outlet
storefront  ^front
storehouse depot,storage,store ^deposit,repository
storekeeper shopkeeper,tradesman ^merchant
storeroom  ^room
storm force,rage,ramp,tempest ^act,behave
story narrative,tale ^content,fiction,message,substance
storyline  ^plot
storyteller  ^speaker
stove range ^heater
stow  ^pack
straddle range ^comprise,constitute,perspective,position,represent
strafe  ^assail,attack,onrush,onset,onslaught
straggle depart,digress,sidetrack,sprawl ^deviate,distribute
straggler  ^drone,laggard,poke
straggling sprawling
straight consecutive ^individual,mortal,person,someone,soul
straightaway immediate,prompt,quick,straight ^section,segment
straighten unbend ^alter,change,modify
straightforward square,straight
strain reach,stress,strive,try ^afflict,deformation
straining arduous,strain,strenuous ^effort,exertion,sweat
strait sound ^channel
straiten distress ^bother,discommode,disoblige,incommode,inconvenience
straitlaced prim,victorian
strand maroon ^abandon,desert,desolate,form,forsake
stranded isolated
strange unknown,unusual
stranger alien,unknown ^intruder
strangle strangulate,throttle ^kill
strangled smothered
strangulate strangle,throttle ^kill
strangulation  ^suffocation
strap  ^bind,tie
stratagem  ^maneuver,manoeuvre
strategist  ^planner
strategy scheme
stratification  ^assortment,classification
stratified graded,ranked
stratify  ^arrange,differentiate,distinguish,secern,secernate,separate
stratum  ^layer
stravinsky  ^composer
straw chaff,husk,shuck,stalk ^cover
strawberry  ^berry
stray cast,drift,err,isolated,ramble,range
streak run ^characteristic,move,succession
stream current,flow ^blow,course,drift,exudate
streamline  ^contour
streamliner  ^train
street  ^thoroughfare
streetcar tram
streetlight  ^lamp
streetwalk  ^prostitute
strength posture ^capability,property
strengthen fortify ^alter,change,modify
stress accent,accentuate,emphasis,emphasise,emphasize,punctuate
stressed distressed
stretch extend,reach ^expanse,motion,move,movement
stretching  ^enlargement,expansion
strew straw ^cover,distribute,spread
striate  ^mark
striation  ^channel,groove
stricken afflicted,smitten
strickle  ^even,flush,level
strict rigorous
stride footstep,pace,step,tread ^walk
stridulate clitter ^noise,resound
strife discord ^battle,conflict,disorder,struggle
strike affect,impress,move ^attack,onrush,onset
striking contact,dramatic,impinging,spectacular ^happening,occurrence
string draw,thread,twine ^add,arrange,cord
stringy wiry
strip deprive,discase,disrobe,divest,peel,slip
stripe band ^mark
strive endeavor,endeavour,reach,strain ^assay,attempt
striving pains,strain ^attempt,effort,endeavor,endeavour
stroke shot,throw ^hit,maneuver,manoeuvre,motion
stroll amble,promenade,saunter ^walk
strop  ^sharpen,strap
structure construction ^artifact,composition,constitution,coordinate,makeup
struggle battle,conflict,fight ^assay,attempt,effort
strum thrum ^sound
strut cock,prance,ruffle,sashay,swagger,tittup
stub  ^deracinate,extirpate,uproot
stubborn obstinate
stubbornness  ^firmness,resolution,resolve
stucco  ^adorn,beautify,decorate,embellish,grace,ornament
stud constellate,dot ^continue,cover,extend,man
student pupil,scholar ^enrollee,intellect,intellectual
studio  ^work
study analyse,analyze,canvass,examine,survey,work
stuff material,shove,squeeze,thrust ^cram,force
stuffy airless,close
stultify  ^demonstrate,establish,prove,shew,show
stumble bumble,falter,lurch,stagger,trip ^gait
stump  ^amaze,baffle,beat,bewilder,dumbfound,flummox
stumping  ^candidacy
stun sandbag,stupefy ^hit,immobilise,immobilize
stung annoyed,steamed
stunned amazed,astonished
stunning sensational
stunt  ^effort,exploit,feat,hinder,impede
stupefy besot ^desensitise,desensitize
stupefying astonishing,astounding,staggering
stupendous colossal,prodigious
stupid dazed,dullard,stunned ^simple
stupidity folly,foolishness ^error,fault,inability,mistake
stupor daze,shock
sturdy hardy,stout
stutter bumble,falter,stammer ^mouth,speak,talk
style fashion,manner,mode,title,way ^call
stylemark earmark,hallmark,trademark ^characteristic
stylise conventionalize,stylize ^interpret,represent
stylist  ^artist
stylize conventionalize,stylise ^interpret,represent
stymie block,blockade,embarrass,hinder,obstruct,stymy
stymy block,blockade,embarrass,hinder,obstruct,stymie
suave bland,politic,smooth
sub bomber,hero,submarine,substitute,torpedo,wedge
subcommittee  ^commission,committee
subconscious  ^brain,head,mind,psyche
subcontinent  ^landmass
subcontract job ^contract,employ,engage,hire
subdivide  ^divide,part,separate
subdivision  ^division,parcel,partition,tract
subdue conquer,quash,reduce,repress,subjugate,suppress
subdued muted,quiet
subedit copyedit,copyread ^edit,redact
subfigure  ^figure
subgroup  ^group,grouping
subject capable,content,open,theme,topic ^affect
subjectivist  ^intellect,intellectual
subjoin  ^append,tack
subjugate quash,reduce,repress,subdue ^crush,oppress
subjugation  ^relationship
sublease sublet ^lease,let,rent
sublet sublease ^lease,let,rent
sublimate  ^airt,gas,redirect
sublime reverend,sublimate ^change
subluxate  ^injure,wound
submarine sub,undersea ^skid,slew,slide,slip
submerge drown,overwhelm,submerse ^cover,settle,sink
submerse submerge ^settle,sink
submission compliance,entry ^content,message,substance
submit posit,state ^advise,propose,refer,suggest
subordinate underling ^assistant,grade,help,helper,order
suborn  ^corrupt,debase,debauch,demoralise,demoralize,deprave
subpart  ^component,constituent,part,portion
subpoena  ^process,serve,writ
subrogate  ^exchange,interchange,replace,substitute
subscribe sign ^bid,offer,tender,write
subscription  ^agreement,payment
subsection subdivision ^section,segment
subserve  ^aid,assist,help
subside lessen ^weaken
subsidise subsidize ^pay
subsidize subsidise ^support
subsidy  ^grant
subsist exist,live,survive
subsistence  ^endurance,keep,livelihood,living,support,survival
subsoil  ^dirt,soil
subspecies race
substance center,centre,core,essence,heart,marrow
substantial significant,substantive
substantiate affirm,confirm,corroborate,support,sustain
substantive substantial ^word
substation  ^station
substitute exchange,interchange,replace,replacement,sub,utility
substitution replacement,switch ^variation
substrate  ^substance
subsume  ^include
subsystem  ^scheme,system
subtend delimit
subterfuge blind ^deceit,misrepresentation
subtilise subtilize ^heighten,sharpen
subtilize  ^discriminate
subtitle caption ^furnish,provide,render,rendering,supply
subtle elusive
subtlety nicety,nuance,refinement,shade ^difficulty,import
subtract deduct ^calculate,cipher,compute,cypher,figure
suburb  ^community
suburbanise suburbanize ^change
suburbanite  ^occupant,resident
suburbanize suburbanise ^change
subvent subvention,underwrite ^guarantee,undertake
subvention subvent,underwrite ^guarantee,subsidy,undertake
subvert overthrow,overturn ^depose
subvocalise subvocalize ^articulate,enounce,enunciate,pronounce,say
subvocalize subvocalise ^articulate,enounce,enunciate,pronounce,say
subway metro,tube,underground ^railroad,railway
succeed follow,win
success  ^attainment,happening,occurrence
succession sequence ^series
successive consecutive,sequential,serial
successor replacement ^equal,match,peer,substitute
succor ministration,relief,succour ^aid,assist,assistance
succour ministration,relief,succor ^aid,assist,assistance
succumb yield ^accept,consent
succuss  ^agitate,shake
suck suction ^consumption,draw,drink,imbibe,intake
sucker chump,fool,gull,mark,mug ^dupe
suckle  ^eat,feed
suction  ^pressure
sudanese  ^african
sudate perspire,sweat ^egest,eliminate,excrete,pass
suddenness abruptness ^haste,hurry
suds lather,soapsuds ^foam,froth,launder,wash
sue action,litigate,process ^author,challenge,writer
suffer endure,get,have,sustain ^experience,receive
sufferer  ^unfortunate
suffering agony,miserable,woe,wretched ^misery,pain
suffice answer,serve ^fulfil,fulfill,satisfy
suffix  ^affix,ending,termination
suffocate asphyxiate,smother ^kill
suffocating smothering
suffocation  ^kill,killing
suffrage vote ^franchise
suffuse perfuse ^flush
sugar saccharify ^dulcify,dulcorate,edulcorate,sweeten
sugarcoat candy,glaze ^dulcify,dulcorate,edulcorate,sweeten
suggest advise,hint,propose ^convey,declare
suggestion proffer,proposition ^idea,proposal,thought
suicide  ^kill,killing
suit accommodate,case,cause,fit ^fill,fulfil
suitability  ^quality
suitable suited
suitcase bag,grip ^baggage,luggage
suite rooms ^apartment,composition,flat,opus,piece
suited suitable
suitor  ^admirer
sulfate  ^convert,salt
sulfur sulphur ^element,process,treat
sulfurette sulphurette ^combine,compound
sulk brood,pout ^humor,humour,mood,temper
sullen dark,glowering,glum,heavy,lowering,morose
sully cloud,corrupt,defile,taint ^deflower,impair
sulphur sulfur ^element,process,treat
sulphurette sulfurette ^combine,compound
sultan  ^ruler
sultry sensual
sum amount,summarise,summarize,total ^quantity,say
sumatra  ^island
summarise sum,summarize ^say,state,tell
summarize resume,summarise ^ingeminate,iterate,reiterate,repeat
summary drumhead ^statement
summate add,sum,tally,tot,total ^count
summation rundown ^summary
summer  ^pass,season,spend
summerise summerize ^fix,prepare,ready,set
summerize summerise ^fix,prepare,ready,set
summit breast,elevation,height,peak,pinnacle,superlative
summon cite,summons ^call
summons bidding,cite,summon ^call,invitation
sumptuous gilded,grand,lush,luxurious,opulent
sun sunbathe,sunlight,sunshine ^lie,light,star
sunbaked baked,parched,scorched
sunbathe sun ^lie
sunburn burn,suntan,tan ^color,colour,discolor
sunday sun
sunder  ^fragment,fragmentise,fragmentize
sundial  ^timepiece
sundown  ^hour
sundry assorted,miscellaneous,mixed,motley
sunlight sun,sunshine ^light
sunny cheery,gay
sunray  ^beam,ray,shaft
sunshade  ^canopy
sunshine sun,sunlight ^light
suntan burn,sunburn,tan ^bronze
suntanned bronzed,tanned
sup swallow ^consume,have,ingest,mouthful,take
super ace,crack,superintendent,topnotch ^caretaker
superannuate  ^retire
superb brilliant
supercharge advance,boost ^increase
supercilious disdainful,haughty,lordly,overbearing,swaggering
superfetate  ^conceive
superficiality shallowness ^depth
superhighway freeway,pike,thruway ^highway
superimpose superpose ^lay,place,pose,position,put
superinfect  ^infect,taint
superintend manage,oversee,supervise ^administer,administrate
superintendent  ^supervisor
superior superordinate ^leader,religious
superiority  ^advantage,caliber,calibre,quality
superlative greatest,sterling ^congratulations,praise
supermarket  ^grocery,market
supernatant  ^liquid
supernatural occult ^cause
supernaturalism  ^belief
superordinate superior ^grade,leader,order,place,range
superpose  ^lay,place,pose,position,put,set
superscribe  ^write
supersede replace,supplant ^follow,succeed
superstition  ^belief
supervene  ^hap,happen,occur,pass
supervise manage,oversee,superintend ^administer,administrate
supervision  ^direction,management
supervisor  ^superior,superordinate
supinate  ^turn
supper  ^meal
supplant replace,supersede ^follow,succeed
supple lithe,sinuous ^alter,change,modify
supplement postscript ^add,increase,matter
supplemental auxiliary,supplementary
supplementary auxiliary,supplemental
supplicate  ^beg,implore,pray
supply furnish,issue,provide,render ^distribute,give
support  ^activity,aid,assist,assistance,give,help
supporter admirer,champion,friend,protagonist ^advocate,proponent
supporting support ^activity
suppose guess,imagine,opine,reckon,say,think
suppress conquer,crush,oppress,subdue ^check,contain
suppurate mature ^draw
supremacy domination,mastery ^ascendancy,control,dominance
supreme sovereign
surcharge  ^bill,charge
sure certain
surety  ^certainty
surf surfboard ^glide,wave
surface rise ^artifact,ascend,bound,boundary,bounds
surfboard surf ^board,glide
surfeit cloy,excess ^fullness,furnish,provide,render
surge billow,heave,rush,soar,zoom ^arise
surgeon  ^doctor,physician
surly ugly
surmise conjecture,guess,hypothesis,speculation,suspect ^deduce
surmount master,overcome,subdue ^beat,crush,head
surpass exceed,excel,outdo,outgo,outmatch,outperform
surplus excess,extra,redundant,spare
surprise  ^act,affect,alteration,amazement,astonishment,change
surrender cede,deliver,resignation,yielding ^despair,gift
surround border,environ,environment,environs,ring,skirt
surroundings environment,environs,milieu,surround
surtax  ^tax
surveil follow,survey
survey appraise,resume,sketch,study ^analyse,analyze
surveying  ^measure,measurement,measuring
surveyor  ^engineer
survival endurance ^life,living
survive endure,last,live ^defeat,overcome
surviving living
survivor  ^individual,mortal,person,someone,soul,unfortunate
susceptibility  ^condition,status
sushi  ^dish
suspect distrust,funny,mistrust,surmise,suspicious ^disbelieve
suspend  ^alter,change,hang,modify
suspense  ^apprehension,doubt,dread,uncertainty
suspension  ^mixture
suspicion distrust,hunch,intuition,misgiving,mistrust ^belief
suspicious funny,suspect,wary
suspire sigh ^breathe,respire
sustain get,have,prolong,suffer ^continue,experience
sustenance aliment,nourishment ^food,nutrient
susurrate  ^murmur
suture  ^articulation,joint,seam
swab swob ^implement,mop
swad  ^bunch,clump,cluster
swaddle swathe ^bind
swag droop,flag,sag ^drop,sink,valuable
swage upset ^forge,form,mold,mould,shape
swagger cock,prance,ruffle,sashay,strut,tittup
swaggering disdainful,haughty,lordly,overbearing,supercilious
swallow drink,sup ^consumption,demolish,destroy,intake
swamp deluge,drench,flood,inundate ^fill
swan affirm,assert,aver,avow,swear,verify
swank chic,flash,flaunt,ostentate ^display,elegance
swap barter,switch,swop,trade ^change,exchange
sward sod,turf ^ground,land,soil
swarm cloud,horde,pour,pullulate,stream,teem
swart dusky,swarthy
swarthy dusky,swart
swash  ^locomote,move,travel,wave
swashbuckler lunatic ^adventurer
swat  ^blow,hit
swathe swaddle ^bandage,bind,patch
swatter  ^implement,splash
sway rock,shake,swing ^power,powerfulness
swear affirm,assert,aver,avow,blaspheme,curse
swearing curse,cuss,expletive,oath ^profanity
sweat perspiration,perspire,sudate ^egest,eliminate,excrete
sweatband  ^band
sweater  ^garment
swede  ^european
swedish  ^scandinavian
sweep brush,expanse,sail ^compass,move,orbit
sweeping  ^cleaning,cleansing
sweet angelic
sweeten dulcify,dulcorate,edulcorate
sweetheart steady ^lover
sweetness sweet ^taste
swell bully,cracking,great,keen,neat,old
swelled big
swelling lump ^enlargement,symptom
swelter  ^suffer
swerve curve,cut,sheer,slew,slue,trend
swift fleet
swig draft,draught,gulp,slog,slug ^drink
swill slop ^feed,give
swim float,swimming ^locomote,move,travel
swimming liquid,swim
swimsuit  ^garment
swindle bunco,cheat,con,defraud,diddle,goldbrick
swing sway ^action,activity,displace,move,toy
swinge singe ^blacken,char,scorch,sear
swipe  ^hit,shot,stroke
swirl eddy,purl,twiddle,twirl,whirl,whirlpool
swish lap,swoosh,swosh ^sound
swiss  ^country,land,nation
switch exchange,replacement,substitution,swap,swop,trade
switchboard  ^central,exchange
switching shift,switch ^change
swivel pivot ^coupling,turn
swob mop,swab
swoon conk,faint
swoop pounce,slide ^descend,fall
swoosh lap,swish,swosh,whoosh ^noise,sound
swop barter,swap,switch,trade ^change,exchange
sword blade,brand,steel ^arm,weapon
swosh lap,swish,swoosh ^sound
swot bone,cram,drum,grind ^learner,scholar
syllabicate syllabify,syllabise,syllabize ^section,segment
syllabify syllabicate,syllabise,syllabize ^section,segment
syllabise syllabicate,syllabify,syllabize ^section,segment
syllabize syllabicate,syllabify,syllabise ^section,segment
syllogise syllogize ^conclude,reason
syllogize syllogise ^conclude,reason
symbol  ^sign,signal,signaling
symbolic emblematic
symbolise symbolize ^represent
symbolism  ^pattern,practice,symbol
symbolist  ^artist
symbolize represent,symbolise,typify ^intend,mean
symmetric symmetrical
symmetrical harmonious,proportionate,symmetric
symmetrise symmetrize ^alter,change,modify
symmetrize symmetrise ^alter,change,modify
symmetry balance,correspondence,proportion ^counterbalance,equilibrium,spatiality
sympathise sympathize ^experience,feel
sympathize empathise,empathize,sympathise,understand ^experience,feel
sympathy understanding ^disposition,feeling,inclination,tendency
symphonise symphonize ^play
symphonize symphonise ^play
symphony philharmonic ^orchestra
symposium  ^conference
symptom  ^evidence,grounds,indication
symptomatic diagnostic
synagogue temple
sync synchronise,synchronize ^adjust,correct,set
synchronise contemporise,contemporize,synchronize ^hap,happen,occur
synchronism synchrony
synchronize sync,synchronise ^adjust,correct,set
synchrony synchronism
syncopate  ^shorten
syncretise syncretize ^blend,coalesce,combine,commingle,conflate
syncretize syncretise ^blend,coalesce,combine,commingle,conflate
syndicate family,mob,pool ^association,connect,join
syndrome  ^complex,composite
synergism  ^action,activity
synonym  ^word
syntax  ^scheme,structure,system
synthesis  ^reasoning
synthesise synthesize ^combine,compound
synthesize synthesise ^combine,compound
synthetic  ^compound
syphon siphon ^draw,tube,tubing
syringe  ^spray
system scheme ^group,grouping,instrumentality,instrumentation
systematise systematize,systemise,systemize ^order
systematization rationalization ^organization
systematize systematise,systemise,systemize ^order
systemise systematise,systematize,systemize ^order
systemize systematise,systematize,systemise ^order
table defer,postpone,prorogue,remit,shelve ^array
tableau  ^arrangement,aspect,prospect,scene,view,vista
tablet  ^slab
taboo forbidden,out ^bias,control,preconception,prejudice
tabularise table,tabularize,tabulate ^arrange,set
tabularize table,tabularise,tabulate ^arrange,set
tabulate table,tabularise,tabularize ^arrange,set
tabulation  ^information
tack  ^aim,bearing,fasten,fix,heading,sail
tackle undertake ^confront,face,lineman
tact  ^consideration
tactic maneuver,manoeuvre,tactics
tactile tactual
tactual tactile
tadpole  ^larva
taffy  ^candy,confect
tag label,mark,ticket ^attach,touch
tagged labeled
tahiti  ^island
tail chase,dog,tag,track,trail ^end
tailback  ^back
tailgate  ^follow,gate
tailor cut,orient ^accommodate,adapt,design
tailored trim
taint cloud,contamination,corrupt,defile,sully ^deflower
taiwan china ^island
take issue,occupy,proceeds,return,takings,yield
takeoff  ^departure,going,leaving
takeover coup
takings issue,proceeds,return,take,yield ^income
talc  ^mineral,powder
tale fib,narrative,story ^content,lie,message
talent endowment,gift ^expert
talk mouth,speak,talking,utter,verbalise,verbalize
talkative talky
talking talk ^conversation
talks dialogue,negotiation ^discussion,word
talky talkative
tall  ^size
tally agree,check,correspond,fit,gibe,jibe
tame chasten,subdue ^alter,change,modify
tamp pack,tamper ^compact,compress,tool
tamper fiddle,monkey,tamp ^manipulate,tool
tampering meddling
tampon  ^plug,secure,stopper,stopple
tan burn,sunburn,suntan ^convert
tang nip,zest ^spice
tangible real
tangle drag,embroil,maze,snarl,sweep ^involve
tangled involved,knotty,tortuous
tango  ^dance
tank  ^store,vessel
tanned bronzed,suntanned
tantalise bait,cod,rag,rally,razz,ride
tantalize bait,cod,rag,rally,razz,ride
tantrum fit,scene
tap pat,rap ^cut,draw,sound,withdraw
tapdance tap ^dance
tape  ^attach,recording,slip,strip
taper  ^convexity,decrease,diminish,fall,lessen
tapestry  ^complexity
tapping  ^sound
tar pitch ^coat,surface
target aim,direct,mark,place,point,prey
tariff duty ^tax
tarmac macadamise,macadamize ^coat,pavement,surface
tarnish defile,maculate,stain,sully ^blob,blot
tarpaulin  ^canvas,canvass
tarry footle,lallygag,linger,loaf,loiter,lollygag
tart prostitute,whore ^woman
task chore,job,labor,project,undertaking ^assign
taste predilection,preference,savor,savour ^comprehend,liking
tat intertwine
tattle blab,blabber,chatter,clack,gabble,gibber
tattoo  ^stain
taunt bait,cod,rag,rally,razz,ride
taunting derisive,gibelike,mocking,taunt,twit ^irritation
taut tight
tauten firm ^tighten
tavern  ^building,edifice
tawdry brassy,cheap,flash,flashy,gaudy,loud
tax  ^impose,levy
taxi cab,hack ^auto,automobile,car,locomote
taxidriver  ^driver
tea  ^beverage,drink,meal
teach instruct,learn,thatch ^accustom,buccaneer,habituate
teacher instructor ^abstract,abstraction,educator
teaching commandment,instruction ^doctrine,education,ism,philosophy
teakettle  ^boiler,kettle
teakwood  ^wood
team squad ^aggroup,group,unit
teammate mate ^associate
teamster  ^driver
tear bust,rent,rip,rupture,snag,snap
teargas  ^gas
tears weeping ^activity
tease badger,bait,beleaguer,bug,cod,pester
teasing mocking,tease
teat pap,tit
technical proficient ^pickup
technique proficiency ^method
technological technical
technology engineering ^application,discipline,field,study,subject
tedious boring,dull,irksome,slow,tiresome,wearisome
tee  ^lay,place,pose,position,put,set
teem pullulate,swarm ^buzz,hum,seethe
teen adolescent,teenage,teenager ^juvenile
teenage adolescent,teen
teenager adolescent,teen ^juvenile
teensy wee
teeter seesaw,teetertotter,totter ^move,toy
teetertotter seesaw,teeter ^play,toy
teethe  ^acquire,develop,get,grow,produce
teetotal dry ^abstain,desist,refrain
telecast televise ^air,beam,broadcast,send,transmit
telecommunicate  ^communicate,pass
telefax facsimile,fax ^telecommunicate
telegram wire ^message
telegraph cable,telegraphy,wire ^apparatus,setup,telecommunicate
telegrapher  ^operator
telepathise telepathize ^communicate,intercommunicate
telepathize telepathise ^communicate,intercommunicate
telephone call,phone,ring ^telecommunicate
teleport  ^transport
telescope scope ^crush,mash,squash,squeeze,squelch
televise telecast ^air,beam,broadcast,send,transmit
television video ^broadcasting
telex  ^telecommunicate
tell say,state ^express,inform,utter,verbalise
telling relation,revealing,telltale ^recital,yarn
telltale revealing,telling ^gossip
temerity audacity ^boldness,daring
temper anneal,humor,humour,irritation,mood,normalize
temperament disposition ^nature
tempest storm ^commotion,disruption,disturbance,flutter
temple  ^feature
tempo pace,pacing ^rate
temporary  ^worker
temporise temporize ^extend,prolong,protract
temporize temporise ^extend,prolong,protract
tempt allure,entice,lure ^bid,invite,provoke
temptation  ^influence
ten decade
tenacity persistence,persistency ^determination,purpose
tenancy occupancy ^residence
tenant  ^dwell,inhabit,live,populate
tend incline,lean,run ^attend,look,see
tendency disposition,inclination,leaning ^attitude
tender raw,sensitive,sore,stamp ^gift,give
tenderise tender,tenderize ^alter,change,modify
tenderize tender,tenderise ^alter,change,modify
tenderness  ^fondness,warmth
tending aid,apt,attention,care,given,minded
tenet dogma ^creed,gospel
tenor  ^pitch
tense strain ^tighten
tension stress ^condition,status,strain
tent bivouac,camp,encamp ^dwell,inhabit,live
tentacle  ^grasp,grip
tentative provisional
tenting camping,encampment
tenure  ^advance,elevate,promote,raise,term,upgrade
tepid lukewarm
tergiversate equivocate,palter,prevaricate ^misinform,mislead
term  ^call,name,period,word
terminal depot,pole ^contact,station
terminate cease,end,finish,stop ^alter,change
termination expiration ^end,ending
terminology language ^word
terms damage,footing,price ^cost,position,status
terrace terrasse ^area,furnish,provide,render,supply
terrain  ^parcel,tract
terrasse terrace ^furnish,provide,render,supply
terrestrial planetary
terrible abominable,awful,dread,dreadful,fearful,frightening
terrific fantastic,grand,howling,marvelous,rattling,tremendous
terrified frightened,panicked
terrify terrorise,terrorize ^affright,fright,frighten,scare
terrifying terrific
territorial  ^soldier
territorialise territorialize ^organise,organize
territorialize territorialise ^organise,organize
territory district,dominion ^area,region
terror affright,panic,scourge,threat ^fear,fright
terrorise terrorize ^coerce,force,hale,pressure,squeeze
terrorist  ^radical
terrorize terrorise ^coerce,force,hale,pressure,squeeze
terrycloth  ^cloth,fabric,material,textile,toweling
terse crisp
tessellate  ^fit
test essay,examine,prove,screen,trial,try
testament will ^credo,creed,instrument
testicle ball,egg,nut
testify attest,evidence,prove,show ^declare,inform
testimonial testimony,tribute ^approval,evidence
testimony  ^assertion,evidence
testing  ^examination,experiment,experimentation,scrutiny
tether lead,leash ^attach,restraint
texan  ^american
text  ^matter
textile cloth,fabric,material ^artifact
texture  ^character,feel,quality
thank  ^convey
thankfulness  ^gratitude
thanks  ^aid,assist,assistance,help
thatch  ^coif,coiffure,hairdo,roof
thaw dethaw,dissolve,melt,melting,thawing,unfreeze
thawing melt,melting,thaw ^heating,warming
theater dramatics,house,theatre ^building,communicating,communication
theatre dramatics,house,theater ^building,communicating,communication
theatregoer  ^spectator,viewer,watcher,witness
theatrical histrionics,representation ^performance
theme motif,subject,topic ^content,furnish,idea
then  ^point
theologian  ^scholar,student
theologise theologize ^address,cover,deal,handle,plow
theologize theologise ^address,cover,deal,handle,plow
theology divinity ^discipline,field,study,subject,system
theorem  ^proposition
theorise conjecture,hypothecate,hypothesise,hypothesize,speculate,suppose
theorist  ^intellect,intellectual
theorize conjecture,hypothecate,hypothesise,hypothesize,speculate,suppose
theory hypothesis,possibility ^concept,conception,construct,explanation
therapeutic cure,healing,remedial,remedy ^medication,medicine
therapist healer ^expert
thermal  ^wind
thermocouple  ^thermometer
thermodynamics  ^physics
thermometry  ^measure,measurement,measuring
thermopile  ^thermometer
thermostat  ^check,contain,control,curb,hold,moderate
thermostatics  ^thermodynamics
thesis  ^assumption,premise,premiss
thick midst ^inside,interior
thicken inspissate ^alter,change,modify,turn
thickening deepening ^material,stuff
thicket brush ^vegetation
thickness  ^dimension
thief  ^criminal,crook,felon,outlaw
thieve cop,glom,hook,snitch ^rip,steal
thieving stealing
thigh  ^limb
thill  ^shaft
thin lean ^turn
thing  ^action,situation
things  ^holding,property
think believe,conceive,consider,guess,imagine,opine
thinker mind ^intellect,intellectual
thinking intelligent,reasoning,thought
thinness  ^dimension
thiocyanate  ^salt
third  ^position
thirst hunger ^ache,desire,drive,hurt,smart
thirteenth  ^rank
thirtieth  ^rank
thong lash
thoreau  ^author,writer
thoriate  ^impregnate,saturate
thoriated tittering
thorn  ^annoyance,bother,infliction,pain
thorough exhaustive,thoroughgoing
thoroughfare  ^road,route
thoroughgoing exhaustive,thorough
thought idea,thinking ^content
thoughtless unthinking
thousand grand,yard
thrash convulse,flail,jactitate,lam,slash,thresh
thread meander,wander,weave,wind,yarn ^cord
threadbare commonplace,hackneyed,stock,timeworn,tired,trite
threat menace ^danger,warning
threaten endanger,imperil,jeopardise,jeopardize,menace,peril
threatening baleful,menacing,ominous,sinister
three leash,trio,troika ^figure
thresh convulse,jactitate,slash,thrash,toss ^agitate
threshing  ^separation
threshold  ^beginning,first,kickoff,offset,outset,sensation
thrill bang,boot,charge,chill,flush,kick
thrilling electrifying
thrive boom,expand,flourish,prosper ^grow,turn
thriving prosperous,roaring
throat  ^opening
throb pulsate,pulse ^ache,beat,hurt,pain
throbbing pounding,throb ^beat,heartbeat,pulsation,pulse
throe  ^agony,suffering
thrombose  ^turn
thrombosis  ^occlusion
thrombus  ^clot
throne  ^govern,rule
throng jam,mob,multitude,pack,pile ^assemblage
throttle accelerator,bound,confine,limit,restrict,strangle
through done
throw  ^chance,impel,move,opportunity,propel
thrum hum ^sound
thrust push,shove,squeeze,stab,stuff ^blow
thruway freeway,pike,superhighway ^highway
thud clump,clunk,thump,thumping ^hit,sound
thudding dull
thuggee  ^execution,murder
thumb hitch,hitchhike ^finger,ride
thumbnail  ^fingernail
thumbtack  ^tack
thump beat,clump,clunk,pound,thud,thumping
thumping banging,clump,clunk,thud,thump,walloping
thunder boom,roar,roaring ^move,noise,shout
thunderous deafening,earsplitting
thurify cense,incense ^odorize,odourise,scent
thursday  ^weekday
thwack smack ^blow,hit
thwart baffle,bilk,cross,foil,frustrate,queer
thyroglobulin  ^iodoprotein
thyroid thyroidal
thyroidal thyroid
thyrotrophin tsh ^hormone
tick beat,click,ticktack,ticktock ^sound
ticket fine ^book
tickle titillate,vellicate ^itch
ticktack beat,tick,ticktock ^sign,signal,signaling
ticktock beat,tick,ticktack ^sound
tidbit  ^dainty,delicacy,treat
tide surge ^course,feed,flow,run,variation
tidings intelligence,news,word ^information
tidy neaten,straighten ^order,receptacle
tie affiliation,association,bind,draw,necktie ^equal
tiger  ^cat,individual,mortal,person,someone,soul
tight taut
tighten fasten ^alter,change,modify
tightening  ^adjustment,alteration,modification
tile  ^cover,slab
till  ^dirt,process,soil,work
tiller stool ^acquire,develop,get,grow,produce
tilt angle,cant,joust,lean,pitch,slant
tilted leaning,tipped
tilth  ^condition,status
timber lumber ^beam
timbre quality,timber,tone
time clip,clock ^case,example,instance,measure
timeliness  ^timing
timer  ^timepiece
times multiplication ^period
timetable  ^schedule
timeworn commonplace,hackneyed,stock,threadbare,tired,trite
timid cautious ^people
timidity  ^fear,fright
tin  ^metal,plate
tinct tinge,tint,touch ^color,colorise,colorize
tincture impregnate,infuse,instill ^color,colour,fill
ting tinkle ^sound
tinge color,colour,distort,hint,jot,mite
tingle chill,prickle,quiver,shiver,shudder,thrill
tingling tingle,titillating
tink chink,clink,tinkle ^sound
tinker monkey,potter,putter ^experimenter,work
tinkle chink,clink,ting,tink ^sound
tinsel  ^add,bestow,bring,contribute,decoration,impart
tint shade,tinct,tincture,tinge,tone,touch
tintinnabulate  ^peal,ring
tiny diminutive,petite
tip  ^end,mark,perk,reorient,terminal
tipple bib,draft,draught ^booze,drink,fuddle
tippytoe tip,tiptoe ^walk
tiptoe tip,tippytoe ^walk
tire fag,fatigue,jade,outwear,pall,wear
tireless indefatigable
tiresome boring,dull,irksome,slow,tedious,wearisome
tiring exhausting,wearying
tissue weave ^paper
tit boob,bosom,breast ^mamma
titer  ^concentration
tithe  ^bill,charge,levy
titillate tickle,vellicate ^itch
titivate spruce,tittivate ^beautify,embellish,fancify,prettify
title entitle,rubric ^call,head,heading,name
titrate  ^measure,quantify
titter giggle ^laugh,laughter
tittering thoriated
tittivate spruce,titivate ^beautify,embellish,fancify,prettify
tittup cock,prance,ruffle,sashay,strut,swagger
toad frog
toady bootlick,fawn,kotow,kowtow,lackey,truckle
toast crisp,crispen,drink,pledge,salute,wassail
toboggan luge ^sled,sledge,sleigh
today  ^day,present
toddle coggle,dodder,paddle,totter,waddle ^walk
toe  ^extremity,walk
toenail toe ^drive,force,nail,ram
toffee brittle ^candy,confect
tog apparel,clothe,dress,enclothe,garb,garment
toggle  ^command,furnish,instruction,provide,render,statement
toil dig,drudge,fag,grind,labor,labour
toilet bathroom,can,john,lavatory,pot,privy
token item,nominal,tokenish ^symbol
tokenish nominal,token
tolerance  ^disposition,endurance,temperament
tolerant kind
tolerate abide,bear,brook,digest,endure,stand
toll cost,price ^fee,knell,ring,value
tollgate  ^gate
tollhouse  ^booth,stall
tomahawk  ^arm,cut,weapon
tomb grave ^place,spot
tomorrow  ^day,future
tone chant,intone ^delivery,mouth,pitch,speak
tongue  ^language,organ,play,spiel
tonight  ^present
tons dozens,lots,scores,wads
tonsure  ^crown,poll,shave
tool instrument,joyride ^agency,drive,implement,means
toot beep,blare,claxon,honk ^sound
tooth  ^bone,projection
toothbrush  ^brush
tootle  ^beep,blare,claxon,honk,sound,toot
top clear,exceed,overstep,pass,transcend ^excel
topdress  ^feed,fertilise,fertilize
tope drink ^consume,shrine,squander,ware,waste
topic issue,matter,subject,theme ^content,message
topicalize  ^accent,accentuate,emphasise,emphasize,punctuate,stress
topnotch ace,crack,super
topography  ^configuration,contour,form,shape
topple tumble ^descend,fall
topsoil  ^dirt,soil
torch  ^burn,fire,light
torment anguish,excruciate,rack,torture ^distress,hurt
tormented anguished,tortured
torn lacerate,mangled
torpedo gun,gunman,gunslinger,shooter ^assail,attack
torpid inert,sluggish
torrent cloudburst,deluge,downpour ^current,rain,rainfall
torso body,trunk
tortuous involved,knotty,tangled
torture anguish,excruciate,rack,torment ^distress,hurt
tortured anguished,tormented
torturing excruciating,torture ^persecution
tory  ^american
toss flip,pass,pitch,sky ^fling,throw
tot add,sum,summate,tally,total ^count
total add,aggregate,amount,come,entire,full
totalise totalize ^combine,compound
totalistic totalitarian
totalitarian  ^adherent,disciple
totality entirety ^completeness
totalize totalise ^combine,compound
tote lug,tug ^bag,carry,transport
toter bearer,carrier ^traveler,traveller
totter  ^rock,shake,sway
touch touching ^comprehend,contact,impinging,perceive,striking
touchdown  ^score
touching poignant,touch ^contact,impinging,striking
touchstone criterion,measure,standard
tough rugged ^belligerent,combatant,fighter
toughen  ^strengthen
toughness  ^endurance
tour circuit,spell,turn ^journey,journeying,shift
tourist  ^traveler,traveller
tournament tourney ^competition,contest
tourney tournament ^competition,contend,contest,fight,struggle
tousle dishevel,tangle ^disarrange
tousled disheveled,frowzled
tout  ^judge,label,pronounce
tow  ^draw,haul,schlep,shlep
towboat tower,tug ^boat
towel  ^wipe
toweling  ^cloth,fabric,material,textile
tower column,hulk,loom,pillar,predominate ^construction
townsman  ^equal,match,peer
toxin  ^poison
toy dally,flirt,play ^act,artifact,move
trace delineate,describe,draw,follow,hint,line
tracing  ^drafting,drawing
track course,lead,path,trail ^evidence,grounds
tract parcel ^system
tractarian  ^christian
trade craft,merchandise ^business,change,commerce,commercialism
trademark brand,brandmark,earmark,hallmark,stylemark ^characteristic
trader dealer,monger ^merchant
tradesman shopkeeper,storekeeper ^merchant
trading  ^commerce,commercialism
tradition custom ^content,practice
traditionalism  ^adherence,attachment,orthodoxy
traditionalist  ^conservative
traduce badmouth,malign ^asperse,besmirch,calumniate,defame
traffic  ^accumulation,aggregation,assemblage,collection,commerce,commercialism
tragedian  ^author,writer
tragedy calamity,catastrophe,disaster ^drama,misfortune
trail chase,dog,drag,tag,tail,track
train develop,educate,prepare,string ^instruct,learn
traineeship  ^aid,assistance
training preparation ^activity
trainman  ^employee
traipse shlep ^walk
trait  ^attribute
traitor  ^criminal,crook,felon,outlaw
traitorous unfaithful
tram  ^locomote,move,transport,travel
trammel ensnare,entrap,snare,trap ^capture,catch
tramp bum ^hike,vagabond
trample trampling,tread ^injure,sound,walk,wound
trampling trample ^sound
trance becharm,beguile,bewitch,captivate,capture,catch
tranquil placid,quiet,smooth,still
tranquility quiet,repose,serenity ^calm,calmness,composure
tranquilize calm,lull,quiet,quieten,still,tranquillise
tranquillise calm,lull,quiet,quieten,still,tranquilize
tranquillize calm,lull,quiet,quieten,still,tranquilize
transact  ^interact
transaction dealing,dealings
transaminate  ^alter,change,modify
transcend exceed,overstep,pass,surpass,top ^excel
transcribe transliterate ^rewrite
transduce  ^convert
transect  ^cut
transfer reassign,transport,transportation ^assign,delegate,depute
transfigure glorify,spiritualize ^alter,change,modify
transfix fascinate,grip,spellbind ^interest
transform transmute,transubstantiate ^alter,change,modify
transformation shift,transmutation ^alteration,change,modification
transfuse instill ^add,bestow,bring,contribute,impart
transfusion  ^introduction
transgress breach,break,infract,offend,violate ^disrespect
transgression  ^misconduct,wrongdoing
transistorise transistorize ^furnish,provide,render,supply
transistorize transistorise ^furnish,provide,render,supply
transit  ^pass
transition conversion,passage ^convert,shift,transformation,transmutation
transitivise transitivize ^alter,change,modify
transitivize transitivise ^alter,change,modify
translate interpret,render,transform ^alter,change,ingeminate
translation rendering,version ^travel
transliterate transcribe ^rewrite
translocate  ^shift,transfer
translucence  ^clarity,clearness
transmigrate reincarnate
transmissible catching
transmission transmitting ^communicating,communication,sending
transmit carry,channel,communicate,conduct,convey,impart
transmitting transmission ^sending
transmogrify metamorphose,transfigure ^reverse,turn
transmutation shift,transformation ^alteration,change,conversion,modification
transmute metamorphose,transform,transubstantiate ^alter,change,modify
transparent gossamer,lucid,sheer
transpirate transpire ^flow,flux
transpiration  ^action,activity
transpire transpirate ^flow,flux
transplant graft,transfer ^displace
transport carry ^diffusion,displace,instrumentality,instrumentation,move
transportation transfer,transit,transport ^facility,installation,movement
transpose commute,permute,transfer,transplant ^matrix,reverse
transship  ^shift,transfer
transubstantiate  ^transform,transmute
transude exudate,exude,ooze ^egest,eliminate,excrete
transverse cross
transvestitism  ^pattern,practice
trap ensnare,entrap,snare,trammel ^capture,catch
trapper  ^hunter
trapping caparison,housing ^tack
trash junk,rubbish,scrap ^discard,dispose,fling
traumatise shock,traumatize ^injure,wound
traumatize shock,traumatise ^injure,wound
travail confinement,dig,drudge,fag,grind,labor
travel journey,locomote,move ^jaunt,motion,movement
traveler traveller ^individual,mortal,person,someone,soul
traveller traveler ^individual,mortal,person,someone,soul
travelogue  ^attraction
traverse cover,cross,span,sweep,track ^beam
travesty farce ^burlesque,comedy,parody,spoof
trawl  ^fish
tray  ^receptacle
treacherous unreliable
treachery  ^disloyalty
tread pace,step,stride,trample ^locomote,move
treadle pedal ^lever,trample,tread
treason  ^crime
treasure appreciate,gem,prize,value ^art,consider
treasured cherished,precious
treasury  ^funds
treat dainty,delicacy,handle,process ^affect,aliment
treatment handling,intervention ^aid,attention,care,direction
treaty accord,pact
treble soprano ^pitch,sing
tree corner ^channelise,channelize,direct,guide,head
treetop crown ^top
trek  ^journey,journeying,travel
trellis  ^train
tremble shake,shiver ^agitate,reflex
trembling quiver,shaking,shaky,shivering,vibration ^motion
tremendous enormous,fantastic,grand,howling,marvelous,rattling
tremor quake,shudder ^agitate,earthquake,quiver,shake
trench encroach,entrench,impinge ^ditch,trespass
trend course,curve,cut,sheer,slew,slue
trepan trephine ^bore,drill
trephine trepan ^operate
trepidation  ^apprehension,dread
trespass intrude ^breach,break,infract,offend,transgress
trial run,test ^attempt,effort,endeavor,endeavour
triamcinolone  ^corticosteroid
triangulate  ^dissever,divide,separate,split
tribulate  ^afflict
tribunal court ^assembly
tribute testimonial ^approval
trice flash,heartbeat,instant,twinkling,wink ^bit
trichrome tricolor
trick fob,fox ^cozen,deceive,delude,device
trickle dribble,drip,filter ^course,feed,flow
tricolor trichrome ^flag
trifle piddle,wanton ^drop,expend,spend
trifurcate  ^branch,fork,furcate,ramify,separate
trigger activate,actuate,spark,trip ^initiate,lever
trill shake ^articulate,enounce,enunciate,note,pronounce
trim pare,spare,trimming ^adorn,beautify,cut
trimming  ^decoration
trinket novelty
trio leash,three,troika ^composition,figure,opus
trip stumble ^journey,journeying,move
triphammer  ^hammer
triple treble ^hit,manifold,multiply,safety
triplicate  ^copy,reproduce
tripod  ^rack,stand
trisect  ^cut
trite commonplace,hackneyed,stock,threadbare,timeworn,tired
triumph prevail,victory ^conclusion,ending,exultation,finish
triumphant exultant,jubilant,rejoicing
trivial little
trivialise trivialize ^downplay,minimise,minimize,understate
trivialize trivialise ^downplay,minimise,minimize,understate
troat  ^emit,utter
troika  ^carriage,rig
troll  ^circle
troop parade,promenade ^march,process
trooper cavalryman ^officer,policeman,soldier
troops soldiery ^force,personnel
trot clip,jog,lope ^run,travel
trouble bother,discommode,disoblige,disturb,fuss,hassle
troubled disruptive,riotous,tumultuous,turbulent
troubleshoot  ^bushel,doctor,fix,mend,repair,restore
troubleshooter  ^repairman
trough gutter ^channel,depression
trounce flog,lash,lather,slash,strap,welt
troupe company ^organization
trousers pant ^garment
trowel  ^delve,dig
truck  ^transport
trucking  ^shipping,transport,transportation
truckle trundle ^bed,relent,soften,yield
truculence  ^aggressiveness
trudge footslog,pad,plod,slog,tramp ^hike
true  ^adjust,align,alignment,aline
trump  ^sound
trumpet horn,trump ^brass,exclaim,proclaim,promulgate
trumpeter  ^instrumentalist,musician,player
truncate  ^exchange,interchange,replace,substitute
trundle truckle ^bed,locomote,move,travel
trunk  ^baggage,luggage,stalk,stem
truss  ^bandage,bind,patch,tie
trust reliance ^allow,believe,certainty,countenance,holding
trusted sure
truth  ^actuality,fact
truthful true
truthfulness  ^honesty
try assay,attempt,effort,endeavor,endeavour,essay
tsh thyrotrophin ^hormone
tsk tut ^emit,utter
tsunami  ^calamity,catastrophe,disaster,tragedy,wave
tub bathtub ^vessel
tube tubing ^furnish,provide,render,supply
tubing tube
tubule  ^tube
tuck insert ^eatable,enclose,inclose,victual
tucker beat,exhaust ^anarchist,fag,fatigue,jade
tudor  ^dynasty
tuesday  ^weekday
tuft  ^bunch,clump,cluster
tug jerk ^attract,draw,pull,pulling
tuition  ^fee
tumble tip,topple ^descend,fall,force,push
tumbler  ^glass,gymnast
tumbling acrobatics ^gymnastics
tumefy  ^swell
tumesce intumesce,swell,tumefy ^expand
tumor tumour ^growth
tumour tumor ^growth
tumult uproar ^commotion,disruption,disturbance,flutter
tumultuous disruptive,riotous,troubled,turbulent
tune air,line,melody,strain ^adjust,correct
tuneful melodious
tungsten  ^metal
tuning  ^calibration
tunnel burrow ^delve,dig,passageway,penetrate,perforate
turban  ^headgear
turbinate  ^bone
turbulent churning,disruptive,riotous,roiling,troubled,tumultuous
turf sod,sward ^cover,ground,land,soil
turkey  ^country,fowl,land,poultry,state
turmoil tumult,upheaval ^agitation,commotion,disruption,disturbance
turn bend,crook,turning,twist ^change,curve
turning turn ^change
turnover  ^ratio
turnpike  ^gate
turntable  ^platform
turtle capsize ^overturn,sweater
tusk horn,ivory ^pierce,thrust
tussle dogfight,hassle,scuffle ^combat,contend,fight
tut tsk ^emit,utter
tutor coach ^instruct,instructor,learn,teach,teacher
tutorial  ^session
twaddle blab,blabber,chatter,clack,drool,gabble
twang  ^sound
tweak pinch ^nip,squeeze,tweet,twinge,twitch
tweed  ^cloth,fabric,material,textile
tweedle chirp ^sing
tweet twirp ^chirp,sound
tweeze  ^pluck,tweak
twelfth  ^rank
twelve dozen
twenties  ^decade
twentieth  ^rank
twiddle swirl,twirl,whirl ^revolve,rotate,turn
twig  ^branch,fork,furcate,ramify,separate
twilight dusk,dusky,fall,nightfall ^hour,light
twill  ^tissue,weave
twin duplicate,matching,parallel ^agree,check,correspond
twine enlace,entwine,interlace,intertwine,lace,string
twinge pang,prick,stab,sting ^ache,feeling
twinkle blink,flash,sparkling,wink,winkle ^alteration
twinkling flash,heartbeat,instant,trice,wink ^bit
twirl birl,kink,spin,swirl,twiddle,twist
twirler  ^performer
twirp tweet,twit ^simple,sound
twist bend,construction,deform,flex,squirm,turn
twisting distortion,straining,tortuous,torture,voluminous,winding
twit bait,cod,rag,rally,razz,ride
twitch jerk ^cramp,move,spasm
twitter chirrup,chitter ^cheep,chirp,peep,sound
two  ^figure
twofold double,dual,treble
twoscore forty
type case,character,eccentric,typecast,typewrite ^adult
typecast  ^cast
typeset set ^impress,print
typewrite type ^write
typewriting typing ^writing
typical distinctive
typify epitomise,epitomize ^represent,symbolise,symbolize
typing typewriting ^writing
typography composition ^craft,printing,trade
tyrannise tyrannize ^dictate
tyrannize tyrannise ^dictate
tyranny despotism,dictatorship
ubermensch  ^leader
uglify  ^alter,change,modify
ugliness  ^appearance
ukrainian  ^slavic
ulcer ulceration ^lesion
ulcerate  ^change
ulceration ulcer ^lesion
ultimate  ^quality
ultimatum  ^demand
ultra radical
ultracentrifugation  ^centrifugation
ultracentrifuge  ^centrifugate,centrifuge
ultrasonic supersonic
ululate howl,roar,wail,yaup,yawl ^call
umbrella  ^canopy
umpire referee ^judge,official
unaccountable unexplainable
unafraid fearless
unambiguity  ^clarity,clearness,lucidity
unanswered unrequited
unarm disarm ^deprive,divest,strip
unavailing futile,meaningless
unavoidable inescapable
unbalance imbalance,instability
unbar  ^open
unbelievable incredible
unbelt  ^undo
unbend straighten
unbind  ^detach
unblock  ^unstuff
unbolt  ^open
unbosom relieve ^confide
unbounded boundless,limitless
unbox  ^unpack
unbrace unlace,untie ^undo
unbraid  ^undo
unbridle  ^remove
unbuckle  ^undo
unburden  ^take
unbutton  ^undo
unbuttoned unfastened
uncanny weird
uncase discase,disrobe,peel,strip,unclothe,undress
uncertain incertain
uncertainty doubt ^quality
unchain  ^unfasten
unchurch curse,excommunicate ^exclude,shut
unclasp  ^release,relinquish
uncle  ^helper
unclean dirty,soiled
unclip  ^undo
uncloak unmask ^debunk,expose
unclog  ^disengage,free
unclothe  ^deprive,divest,strip
unclouded clean,clear,light
unclutter clear ^alter,change,modify
uncoil  ^disentangle,unwind
uncompress decompress ^reconstruct,restore
uncompromising inflexible,sturdy
unconcern indifference
unconfessed  ^people
unconscious  ^brain,head,mind,psyche
unconvincing flimsy
uncork  ^unleash
uncouple decouple ^disconnect
uncover expose
uncrate  ^unpack
uncross  ^open,spread,unfold
undeceive  ^inform
underachieve underperform ^perform
underachievement  ^performance
underachiever  ^pupil,student
underact underplay ^act,play,playact,roleplay
underbid  ^bid,call
underbrush  ^brush,thicket
undercharge  ^bill,charge
undercoat ground,prime ^paint,seal
undercover clandestine,secret,underground
undercurrent  ^meaning,substance
undercut undersell ^material,sell,stuff
underdevelop  ^develop
underdeveloped developing
underdress  ^apparel,clothe,dress,enclothe,garb,garment
underestimate lowball,undervalue ^approximate,approximation,estimate,gauge
underexpose  ^expose
undergird  ^support
undergo  ^change
undergraduate  ^collegian
underground belowground,resistance
undergrow  ^grow
underlay  ^elevate,lift,pad,raise
underline emphasise,emphasize,underscore ^accent,accentuate,punctuate
underling subordinate ^assistant,help,helper,supporter
underlying inherent
undermine counteract,countermine,sabotage,subvert,weaken ^disobey
undernourish malnourish ^feed,give
underpay  ^pay
underperform underachieve ^perform
underpin  ^hold,support,sustain
underplay underact ^act,play,playact,roleplay
underprice dump ^sell
underproduce  ^create,make,produce
underquote  ^price
underrate underestimate ^misjudge
underrun  ^extend,lead,pass,run
underscore emphasise,emphasize,underline ^accent,accentuate,punctuate
undersea submarine
undersecretary  ^secretary
undersell undercut ^sell
undershirt vest
undershoot  ^land
underside bottom ^face,side
undersign  ^sign
underspend  ^spend
understand realise,realize,see
understandable intelligible
understanding agreement,apprehension,savvy ^knowing,statement
understate downplay,minimise,minimize ^inform
understatement  ^statement
understock  ^stock
understood silent
understudy alternate,standby ^actor,con,learn,memorise
undertake attempt,tackle ^confront,face,initiate,pioneer
undertaker mortician
undertaking labor,project,task ^work
undervalue underestimate ^value
underworld  ^class,stratum
underwrite cover,insure,subvent,subvention ^guarantee,undertake
undesirable unwanted
undifferentiated uniform
undo unmake ^reverse,turn
undock  ^exit,leave
undoing  ^reversal
undrape  ^expose,uncover
undress discase,disrobe,peel,strip,uncase,unclothe
undulate cockle,riffle,ripple,ruffle ^flow,flux
unearth  ^locate
uneasiness  ^anxiety
uneconomical wasteful
unemployed  ^people
unemployment  ^state
unending eternal,everlasting,perpetual
unexplainable unaccountable
unfair unjust
unfaltering firm,steady,stiff,unshakable,unwavering
unfasten  ^undo
unfertile infertile
unfit disqualify,indispose ^alter,change,modify
unfitting inappropriate,incompatible
unfold blossom ^develop,reveal,unveil
unfolding flowering ^development,evolution
unforeseen unseen
unfortunate  ^individual,mortal,person,someone,soul
unfreeze dethaw,dissolve,melt,thaw,unthaw ^flux
unfrock defrock ^disinvest,divest
unfurl unroll
ungainly clumsy
ungodly sinful
unhallow deconsecrate,desecrate ^reverse,turn
unhand  ^release,relinquish
unhappiness sadness ^feeling
unhappy distressed
unharness  ^unhitch
unheeded neglected
unheeding heedless
unhinge cark,disorder,disquiet,distract,perturb,trouble
unhitch  ^undo
unholy fiendish,infernal,satanic
unhook  ^detach
unhorse dismount,light ^descend,fall
unhurt unscathed,whole
unicycle  ^bicycle,bike,cycle,pedal,wheel
unification fusion,merger ^union
unified incorporate,integrated
uniform consistent,unvarying ^clothing,furnish,provide,render
uniformise uniformize ^alter,change,modify
uniformity  ^regularity
uniformize uniformise ^alter,change,modify
unify amalgamate,commix,merge,mingle,mix,unite
unimaginable impossible,inconceivable
uninitiate naive,uninitiated ^people
uninitiated naive,uninitiate
unintelligent stupid
union brotherhood,federal,north ^america,organization
unionise unionize ^enrol,enroll,enter,inscribe,recruit
unionize unionise ^enrol,enroll,enter,inscribe,recruit
unique alone,unparalleled
uniqueness singularity ^individualism,individuality
unit  ^component,constituent,part,portion
unitarian  ^adherent,disciple
unite merge,unify ^integrate,join
unitise unitize ^dissever,divide,separate,split
unitize unitise ^dissever,divide,separate,split
unity ace,integrity,one,single ^figure,state
universal general,worldwide ^rule
universalise universalize ^extrapolate,generalise,generalize,infer
universalize universalise ^extrapolate,generalise,generalize,infer
universe cosmos,creation,existence,world
university  ^body,establishment
unjust unfair
unknot unpick,unravel,unscramble,untangle ^undo
unknown nameless ^region
unlace unbrace,untie ^undo
unlade offload,unload ^empty
unlash  ^unbrace,unlace,untie
unlawful unconventional
unlax relax,unstrain,unwind ^affect
unlearn  ^bury,forget
unleash  ^release,relinquish
unlikely improbable
unlimited limitless
unlive  ^live
unload discharge,drop ^deliver
unloading  ^handling
unlock  ^disengage,open,withdraw
unloose free,liberate,loose,release,unloosen
unloosen free,liberate,loose,release,unloose
unlovely unpicturesque
unmake undo
unman  ^enervate,faze,unnerve,unsettle
unmarried single
unmask uncloak ^debunk,expose
unmoved unaffected,untouched
unmuzzle  ^remove
unnecessary unneeded
unneeded unnecessary
unnerve enervate,faze,unsettle ^discomfit,discompose,disconcert
unnumbered countless,infinite,innumerable,multitudinous,myriad
unobtainable unprocurable
unorthodox irregular
unpack  ^remove,take,withdraw
unpaired odd,unmated
unparalleled alone,unique
unpick unknot,unravel,unscramble,untangle ^undo
unpicturesque unlovely
unpin  ^undo
unplowed unbroken
unplug disconnect ^undo
unplumbed profound
unproblematic elementary,simple
unprocurable unobtainable
unravel unknot,unpick,unscramble,untangle ^undo
unrealism abstractionism ^representation
unreason  ^insanity
unreasoning blind
unredeemed cursed,damned,doomed
unreel  ^reel
unreflective unthinking
unremarkable everyday,mundane,routine
unrequited unanswered
unrest agitation,ferment,fermentation ^turbulence,upheaval
unroll unwind ^displace,move
unruly boisterous
unsaddle offsaddle ^remove,take,withdraw
unsaid unspoken
unsanctify  ^alter,change,modify
unsay swallow,withdraw ^disown,renounce,repudiate
unscathed unhurt,whole
unscramble  ^alter,change,modify
unscrew  ^loose,loosen
unseal  ^open
unseat  ^remove
unseen  ^belief
unselfconsciousness  ^unawareness
unselfishness  ^generosity
unsettle enervate,faze,unnerve ^discomfit,discompose,disconcert
unsex  ^deprive,divest,strip
unshakable firm,steady,stiff,unfaltering,unwavering
unshaved unshaven
unshaven unshaved
unsheathe  ^draw,pull
unsloped upright
unsnarl disentangle ^order
unsolder  ^detach
unspeakable abominable,awful,dreadful,indefinable,indescribable,ineffable
unspell  ^free,liberate,loose,release,unloose,unloosen
unspoken mute
unstaple  ^undo
unstrain relax,unlax,unwind ^affect
unstrap  ^undo
unstring  ^remove,take,withdraw
unstuff  ^disengage,free
unsubstantialise immaterialise,immaterialize,unsubstantialize ^alter,change,modify
unsubstantialize immaterialise,immaterialize,unsubstantialise ^alter,change,modify
unsuited incompatible
unsung obscure,unknown
untangle disencumber,disentangle,extricate ^disengage,free
unteach  ^instruct,learn,teach
untellable indefinable,indescribable,ineffable,unspeakable
untenable indefensible
untested untried,young
unthaw dethaw,dissolve,melt,thaw,unfreeze ^flux
unthinking unreflective
untie unbrace,unlace ^undo
untold incalculable
untoward indecent
untried untested,young
untruth falsity ^statement
untune discomfit,discompose,disconcert,upset ^arouse,elicit
untwine  ^straighten
untwist  ^straighten
unused fresh
unusual strange
unvarying constant,invariant
unveil  ^expose,uncover
unwarranted indefensible
unwavering firm,steady,stiff,unfaltering,unshakable
unweave  ^straighten
unwillingness  ^disposition,temperament
unwind unroll ^displace,move
unwire  ^undo
unwrap undo ^expose,uncover
unyoke  ^unhitch
unzip  ^unfasten
upbeat cheerful,welfare ^prosperity
upbraid reproach ^accuse,criminate,impeach,incriminate
upchuck barf,cast,cat,chuck,disgorge,honk
upcoming coming
update  ^inform,information,modify
upend  ^overturn
upgrade climb,raise,rise ^ameliorate,amend,better
upheaval turbulence ^disorder
upheave  ^heave,heft
uphold continue,preserve ^defend,hold,keep,maintain
upholster  ^furnish,provide,render,supply
upkeep care,maintenance ^fix,fixing,fixture,mend
upland  ^elevation
uplift elate,intoxicate,upheaval ^excite,rise,rising
uplifting  ^rise,rising
upload  ^transfer
upper  ^berth,bunk
uppercut  ^blow
upraise raise,resurrect ^resuscitate,revive
upraised lifted
upright good,just,unsloped,vertical
uprise arise,develop,grow,originate,rise ^become
uprising insurrection,rebellion,revolt,rising ^battle,conflict
uproar hubbub,tumult ^commotion,disruption,disturbance,flutter
uproot deracinate ^displace
upset broken,confused,discomfit,discompose,disconcert,disordered
upshot consequence,effect,event,issue,outcome,result
upstage  ^handle,part,portion,treat
upstairs  ^part,portion
uptake consumption,intake ^activity
uptown  ^community
urbanise urbanize ^alter,change,modify
urbanize urbanise ^alter,change,modify
urchin  ^child,fry,kid,minor,nestling,youngster
urge advocate,exhort,impulse,itch,press,recommend
urgency  ^importance,necessity
urgent pressing
urging goad,prod,spur ^advocacy,encouragement
urinate  ^egest,eliminate,excrete,pass
urine pee,piddle,piss,water ^excretion
urn  ^vase
urticate  ^lash,whip
usable useable
usage custom,employment,exercise,use,utilization ^activity
use apply,employ,employment,exercise,function,habituate
useable functional,operational,usable
usefulness utility ^quality
uselessness  ^quality
user  ^individual,mortal,person,someone,soul
usher show ^conduct,direct,guide,lead,primate
ussr russia ^country,land,state
usual common
usurp arrogate,assume,seize ^take
utensil  ^implement
utilise apply,employ,use,utilize
utilitarian useful ^moralist
utility usefulness ^quality,service
utilization employment,exercise,usage,use ^activity
utilize apply,employ,use,utilise
utmost extreme,last,maximum ^bound,boundary,limit
utopia  ^book
utopianism  ^ideology
utter complete,consummate,emit,everlasting,express,gross
vacancy emptiness,vacuum,void ^space
vacate abandon,empty,renounce,resign ^leave,quit
vacation holiday ^leisure,pass,spend
vacationing  ^leisure
vaccinate immunise,immunize,inoculate ^inject,shoot
vaccinating  ^protection
vaccination inoculation
vacillate hover,oscillate,vibrate ^hesitate,waffle,waver
vacuolization  ^condition,status
vacuum hoover ^clean,emptiness
vagabond cast,drift,ramble,range,roam,roll
vague obscure
vain fruitless,futile
valet gentleman,man ^assist,attend,manservant,serve
validate formalise,formalize ^affirm,authorise,authorize,clear
validation proof ^determination,finding
validity rigor
valley  ^depression
valor gallantry,heroism ^bravery,courage
valuable  ^treasure
valuate appraise,assess,evaluate,measure,value ^judge
valuation evaluation,rating ^appraisal,assessment
value appreciate,prize,treasure ^consider,determine,reckon
values  ^belief
valve  ^device,structure
vamoose decamp,skip ^leave
vamp coquette,flirt,tease ^fabricate,invent,manufacture
vandal  ^destroyer
vandalise vandalize ^destroy,ruin
vandalism  ^destruction,devilment,mischief,shenanigan
vandalize vandalise ^destroy,ruin
vanish disappear ^cease,end,finish,stop,terminate
vanity conceit ^pride
vanquish beat,crush,shell,trounce ^defeat,overcome
vapor evaporation,vaporization ^suspension
vaporise evaporate ^alter,change,modify
vaporization  ^annihilation,obliteration
vaporize zap ^kill
vaquero  ^cattleman,cowboy,cowhand,cowpuncher,puncher
variable varying ^quantity,thing
variant discrepancy ^departure,deviation,difference,divergence
variation  ^activity,alteration,change,modification
variegate  ^alter,change,modify
variety assortment,diversity,mixture,motley,potpourri ^accumulation
various assorted,respective,several
varnish seal ^coat,coating,surface
vary alter,change,depart,deviate,diverge ^differ
varying variable
vascularise vascularize ^change
vascularize vascularise ^change
vase  ^jar
vasectomise vasectomize ^desex,desexualise,desexualize,fix,sterilise
vasectomize vasectomise ^desex,desexualise,desexualize,fix,sterilise
vast huge,immense
vatican  ^residence
vaticinate prophesy ^anticipate,call,forebode,foretell,predict
vaudeville  ^variety
vault overleap ^bound,jump,leap,spring
vaunt blow,bluster,boast,brag,gas,gasconade
vector  ^variable
veer curve,cut,sheer,slew,slue,swerve
vegetable  ^produce
vegetate  ^live
vegetation  ^accumulation,aggregation,assemblage,collection
vehemence emphasis ^intensity
vehement fierce,violent
vehicle  ^medium,transport
veil  ^conceal,garment,hide
vein  ^stain,style
velcro  ^cloth,fabric,fasten,fix,material,secure
vellicate tickle,titillate ^itch
velocity speed ^rate
velour velours ^cloth,fabric,material,textile
velours velour ^cloth,fabric,material,textile
velvet velvety ^cloth,fabric,material,textile
velvety velvet
vend hawk,huckster,monger,peddle,pitch ^deal
vending  ^marketing,merchandising,selling
vendor  ^merchant
veneer  ^coat,coating,cover
venerable august,revered
venerate fear,revere,reverence ^esteem,prise,prize
venesect  ^operate
vengeance retribution ^retaliation,revenge
venice  ^city,metropolis
vent ventilate ^evince,express,hole,opening,orifice
ventilate air,vent ^freshen,refresh
ventilation  ^improvement
venture embark,guess,hazard,pretend,speculation ^investment
veracity  ^truthfulness
veranda verandah ^porch
verandah veranda ^porch
verbalise verbalize ^mouth,speak,talk,utter
verbalize verbalise ^mouth,speak,talk,utter
verbena  ^flower
verbify  ^alter,change,modify
verdict  ^finding
verdigris  ^color,colorise,colorize,colour,colourise,colourize
verge brink,threshold ^border,bound,boundary,edge
veridical real
verification check,confirmation ^proof
verify control ^affirm,confirm,corroborate,essay,examine
verisimilitude  ^color,colour,gloss,semblance
veritable authentic,regular
vermiculate  ^adorn,beautify,decorate,embellish,grace,ornament
vermilion  ^red,redden
vermouth  ^wine
vernal young,youthful
verse poetise,poetize,poetry,rhyme,versify ^compose
versify poetise,poetize,verse ^compose,indite,pen
version edition,variant,variation ^interpretation,type
vertex  ^intersection
vertical  ^orientation
vertigo giddiness ^symptom
verve vitality ^energy,vigor
very identical
vesicate blister ^intumesce,swell,tumefy,tumesce
vesiculate  ^change
vessel  ^craft,tube
vest enthrone,invest ^garment,instal,install
vestibule foyer,hall,lobby ^room
vestige shadow,tincture,trace ^indication
vesture  ^apparel,clothe,cover,dress,enclothe,garb
vet veterinary ^doctor,follow,physician
veteran vet ^man
veterinary vet ^doctor,physician
veto blackball,disallow,forbid,interdict,negative,nix
vex annoy,bother,chafe,devil,gravel,irritate
vexation annoyance,chafe ^anger
viability  ^property
viable feasible,practicable,workable
viand  ^dish
vibrancy resonance,ringing,sonority ^quality,timber,timbre
vibrant vivacious
vibrate oscillate ^move,sway,swing
vibration quiver ^motion,move,movement
vicar  ^priest
vice  ^evil
vicinity locality,neighborhood,neighbourhood ^section
vicious brutal,cruel,evil,fell,savage
victim dupe ^individual,mortal,person,someone,soul
victimise victimize ^wrong
victimize victimise ^penalise,penalize,punish,wrong
victor master,superior ^belligerent,combatant,fighter
victorian  ^individual,mortal,person,someone,soul
victory triumph ^conclusion,ending,finish,success
victual eatable ^food,furnish,nutrient,provide,render
video picture ^recording
videotape tape ^enter,record,video
vie compete,contend
view aspect,consider,perspective,position,prospect,reckon
viewer spectator,watcher,witness ^observer
viewers  ^audience
viewpoint stand,standpoint ^position,posture,stance
vigilance alertness,wakefulness ^attention
vignette sketch ^description
vigor energy,zip ^force,strength
vile ugly,unworthy,worthless,wretched
vilify rail,revile,vituperate ^abuse,blackguard,clapperclaw
vilipend deprecate,depreciate ^belittle,disparage
village hamlet,settlement ^community
villager  ^dweller,inhabitant
villain scoundrel ^character,part,persona,role
vindicate justify ^maintain,uphold
vindication  ^clearing
vindictive spiteful
vineyard  ^farm
vinify  ^ferment,work
vintage  ^wine
vinyl  ^group,radical
violate breach,break,infract,offend,transgress ^disrespect
violation misdemeanor ^crime,misconduct,wrongdoing
violence ferocity,fierceness,force,fury,vehemence,wildness
violet purple
violin fiddle ^string
violinist  ^instrumentalist,musician,player
virgin  ^innocent
virginian  ^american
virginity  ^condition,status
virile male
virilise masculinise,masculinize,virilize ^alter,change,modify
virilize masculinise,masculinize,virilise ^alter,change,modify
virtual practical
virtue merit ^good,goodness,worth
virtuoso ace,adept,champion,consummate,genius,hotshot
virulent deadly
virus  ^microorganism
visa  ^countenance,endorse,imprimatur,indorse,sanction,warrant
visage countenance,mug,physiognomy ^appearance,face
viscosity  ^body,consistence,consistency,substance
vision sight ^imagery,imagination,imaging
visit see ^congress,jaunt,meeting,tour,travel
visitor  ^traveler,traveller
vista aspect,prospect,scene,view
visual ocular,optical
visualise visualize ^catch,see,view,watch
visualization  ^image
visualize envision,fancy,figure,image,picture,project
vital critical
vitalise vitalize ^alter,change,modify
vitality energy,verve ^vigor
vitalize vitalise ^alter,change,modify
vitals  ^organ
vitamin  ^aliment,nourishment,sustenance
vitaminise vitaminize ^supplement
vitaminize vitaminise ^supplement
vitiate corrupt,debase,debauch,demoralise,demoralize,deprave
vitrify  ^alter,change,modify
vitriol  ^acid,subject
vituperate rail,revile,vilify ^abuse,blackguard,clapperclaw
vivacious vibrant
vivid graphic,lifelike,pictorial
vividness color,colour ^interest
vivify animate,quicken,reanimate,recreate,renovate,repair
vivisect  ^dissect
viyella  ^cloth,fabric,material,textile
vocabulary lexicon ^knowledge
vocal  ^music
vocalise vocalize ^sing
vocalist singer ^instrumentalist,musician,player
vocalize sound,vocalise,voice ^articulate,enounce,enunciate
vocation career ^business,job,line,occupation
vociferate  ^express,utter,verbalise,verbalize
vociferous blatant,clamorous
vogue style,trend ^appreciation,taste
voice  ^communication,express,sound,utter,verbalise,verbalize
voiced soft
void annul,avoid,invalidate,null,nullify,quash
volatile  ^substance
volatilise volatilize ^alter,change,modify
volatilize volatilise ^alter,change,modify
volcano vent ^cleft,crack,crevice,fissure
volition will ^faculty
volley burst,fusillade,salvo ^disperse,dissipate,fire
voltage potential
voltaic galvanic
voltaire  ^author,writer
voltmeter  ^meter
volume bulk,mass ^amount,magnitude,measure,quantity
voluntary volunteer ^man
volunteer offer,unpaid,voluntary ^act,inform,man
voluptuous juicy,luscious,lush
vomit barf,cast,cat,chuck,disgorge,honk
vomiting vomit ^ejection,expulsion,projection,reflex
voodoo hoodoo,juju ^bewitch,charm,enchant,glamour
vote ballot,voting ^choice,choose,express,pick
voter elector ^citizen
voting ballot,vote ^choice,pick,selection
vouch  ^attest,testify
vouchsafe  ^allow,grant
vow  ^assurance,pledge,plight
vowel  ^phone,sound
vowelise vocalise,vocalize,vowelize ^articulate,enounce,enunciate
vowelize vocalise,vocalize,vowelise ^articulate,enounce,enunciate
voyage navigate,sail ^journey,journeying,travel
voyager  ^traveler,traveller
vroom  ^howl,roar,sound
vulcanise vulcanize ^change
vulcanize vulcanise ^change
vulgar coarse,common
vulgarise generalise,generalize,popularise,popularize,vulgarize ^broadcast
vulgarize generalise,generalize,popularise,popularize,vulgarise ^broadcast
vulnerability exposure ^danger
wacky silly
wad bundle,compact,pack ^arrange,material,stuff
waddle coggle,dodder,paddle,toddle,totter ^gait
wade  ^walk
wads dozens,lots,scores,tons
wafer  ^paste
waffle hesitate,waver ^cake
waft pennant ^blow,drift,flag,float
wag card,waggle,wit ^humorist,jiggle,joggle
wage earnings,engage,pay,remuneration,salary ^contend
wager bet,play ^gamble,gambling
wages reward ^consequence
waggle shake,wag ^agitation,jiggle,joggle,wiggle
wail howl,lament,lamentation,mewl,pule,roar
wailful wailing
wailing wailful ^tears,weeping
waist  ^area,region
wait delay,hold,waiting ^act,break,intermission
waiting wait
waitress wait ^waiter,work
waive forego,foreswear,forgo,relinquish
wake arouse,awake,awaken,waken ^consequence,effect
waken arouse,awaken,rouse,wake ^alter,change
walk pass,walking ^accompany,accomplishment,achievement,locomote
walking walk ^travel
walkout  ^strike
wall fence,palisade,surround ^object,partition,protect
wallet  ^case
wallflower  ^flower
wallop impact,whack,wham,whop ^consequence,defeat
walloping banging,debacle,slaughter,thumping,whipping ^defeat
wallow welter ^indulge,move
wallpaper paper ^cover
walrus seahorse
waltz  ^dance,triumph,victory
wamble waggle ^move
wan pale,pallid,sick ^sicken
wand  ^rod
wander betray,cast,cheat,cuckold,drift,ramble
wanderer  ^traveler,traveller
wandering meandering,mobile,winding ^travel
wane decline,ebb,ebbing ^decrease,diminish,diminution
wangle finagle,manage ^accomplish,achieve,attain,contrivance
waning  ^decrease,lessening
wank masturbate ^excite,stimulate,stir
want deficiency,desire,lack,need,require ^demand
wanton piddle,trifle ^drop,expend,spend
war warfare ^action,contend,fight,hostility,struggle
warble quaver,trill ^sing
ward guard ^individual,mortal,person,protect,someone
wardrobe closet,press ^accumulation,aggregation,assemblage,collection
ware consume,squander,waste ^article,drop,expend
warehouse  ^depot,storage,store,storehouse
warehousing reposition,storage ^deposit
warfare war ^action,battle,conflict,struggle
warlike militant
warm  ^alter,change,modify
warming heating
warmth heat ^temperature
warn admonish,discourage,monish ^advise,counsel,inform
warning admonition ^advice
warp buckle,deflection,distort,falsify,garble,heave
warrant  ^justify,vindicate,writ
warrior  ^individual,mortal,person,someone,soul
wart  ^bulge,bump,hump,jut,prominence,protuberance
wash lave,rinse,washing ^clean,cleanse,process
washbasin basin,lavatory,washbowl ^sink
washbowl basin,lavatory,washbasin ^sink
washing wash ^work
washup bathing ^cleaning,cleansing,wash,washing
wassail jollify,racket,revel ^celebrate,fete,punch
waste blow,godforsaken,squander,wild ^activity,apply
wastebasket  ^container
wasted senseless
wasteful uneconomical
wasteland waste ^wild
wastewater effluent ^waste
watch follow,observe ^check,shift,timepiece
watcher spectator,viewer,witness ^observer
watching observance,observation ^look,looking
watchmaker  ^maker
watchman watcher ^guard
water irrigate ^furnish,liquid,provide,render,supply
watercolor watercolour ^paint,painting,picture
watercolorist  ^painter
watercolour watercolor ^paint,pigment
waterfall  ^water
watermark  ^line
waterproof  ^cloth,fabric,material,seal,textile
waterproofing sealing ^protection
watershed divide ^line
waterway  ^water
watery reeking
wattle lappet ^build,construct,frame,framework,make
waul squall,wawl ^howl,roar,ululate,wail
wave beckon,brandish,flourish ^displace,gesticulate,gesture
wavelength  ^distance,orientation
waver falter,hesitate,waffle
wawl squall,waul ^howl,roar,ululate,wail
wax climb,mount,rise ^cover,increase
waxing  ^application,coating
waxlike waxen
way agency,fashion,manner,means,mode,style
waylay ambuscade,ambush,bushwhack,lurk,scupper ^wait
ways  ^construction,structure
wayside roadside ^edge
wayward contrary,obstinate,perverse
weak watery
weaken  ^alter,change,decrease,diminish,fall,lessen
weakened diminished,lessened
weakening enervating ^shift,transformation,transmutation
weakness helplessness ^impotence,impotency
wealth  ^abundance
wealthy flush,loaded,substantial
wean ablactate ^deprive
weaning  ^commutation,exchange,substitution
weapon arm,artillery ^instrument
weaponize  ^alter,change,modify
wear bear ^deterioration,feature,have,impairment
wearer  ^user
wearied jaded
weariness fatigue
wearisome boring,dull,irksome,slow,tedious,tiresome
weary fag,fatigue,jade,outwear,tire,wear
wearying exhausting,tiring
weather brave,endure ^defy,hold,withstand
weatherproof  ^proof
weatherstrip  ^insulate,slip,strip
weave interweave,tissue ^design,distort,figure,pattern
web entanglement,net ^object,tissue,trap,weave
wed conjoin,espouse,marry,wednesday ^unify,unite
wedding marriage ^ceremony,observance,rite,ritual
wedel  ^ski
wedge deposit,lodge,stick ^fasten,fix,secure
wednesday wed ^weekday
wee make,micturate,pee,piddle,piss,puddle
weed  ^remove,take,withdraw
weeds  ^garment
week workweek ^period
weekend  ^pass,period,spend
weekly  ^serial,series
weep cry
weeping tears ^activity
weigh consider,count ^measure
weight angle,burden,burthen,slant ^bias,charge
weighted leaden
weighting weight ^coefficient
weightlessness  ^weight
weightlift press ^bodybuilding,exercise
weir  ^dam,dike,dyke
weird uncanny
welch welsh ^cheat,chisel
welcome receive ^accept,acceptance,greet,have,recognise
weld  ^conjoin,join,merge,unify,unite
welfare benefit ^aid,assistance,good,goodness
well good,swell ^excavation,rise,surface,vessel
welsh welch ^cheat,chisel,european
welt flog,lash,lather,slash,strap,trounce
weltanschauung  ^perspective,position,view
welter clutter,fuddle,jumble,muddle,smother ^disorder
wench bird,chick,dame,doll,skirt ^fornicate
wend  ^locomote,move,travel
west  ^region
western  ^feature
westerner  ^dweller,inhabitant
westernise occidentalise,occidentalize,westernize ^alter,change,modify
westernize occidentalise,occidentalize,westernise ^alter,change,modify
wet moisture ^alter,change,modify,wetness
wetness  ^condition,status
whack wallop,wham,whop ^hit,sound
whale giant,hulk ^hunt,run
wham wallop,whack,whop ^hit
whang belt,knock,rap,whack ^beat,blow
whap bash,bonk,bop,sock,whop ^hit
wharf dock,pier ^furnish,platform,provide,render
wheedle blarney,cajole,coax,inveigle,palaver ^persuade
wheel  ^machine,revolve,rotate,transport
wheelbarrow  ^cart,transport
wheelchair  ^chair
wheeze  ^breathe,breathing,respiration,respire,suspire,ventilation
whelk  ^snail
whelm overcome,overpower,overtake,overwhelm ^arouse,elicit
whelp pup ^bear,birth,deliver,have
whereabouts  ^location
whet quicken ^excite,stimulate,stir
whicker neigh,nicker,whinny ^cry,emit,utter
whiff puff,sniff ^blast,blow,gust,smell
whig  ^englishman,liberal,progressive
while patch,piece,spell ^time
whim impulse ^desire
whimper mewl,pule,wail,whine ^complaint,cry
whine snivel,whimper ^complaint,locomote,mouth,move
whinny neigh,nicker,whicker ^cry,emit,utter
whip flog,lash,lather,pip,slash,strap
whipping lashing,snappy ^beating,licking
whipsaw  ^cheat,chisel,saw
whir birr,purr,whirr,whirring,whiz,whizz
whirl birl,commotion,spin,swirl,twiddle,twirl
whirligig top ^gyrate,reel,spin,toy,whirl
whirlpool eddy,purl,swirl,whirl ^course,current
whirr birr,purr,whir,whirring,whiz,whizz
whirring birr,whir,whirr ^sound
whish  ^sound
whisk  ^bring,convey,take
whisker bewhisker,hair ^furnish,provide,render,supply
whiskered bearded,bewhiskered
whiskers beard
whiskey whisky ^booze,liquor,spirits
whisky whiskey ^booze,liquor,spirits
whisper  ^mouth,speak,speaking,talk,utter,verbalise
whistle whistling ^locomote,move,sound,travel
whistlestop  ^campaign,run
whistling whistle ^music,sound
whit shred
white whiten,whiteness ^color,colour,discolor,discolour
whiteface  ^beef
whiten white ^color,colour,discolor,discolour
whiteness white
whiteout  ^cover,snow,snowfall
whitewash  ^cover,defeat,licking
whittle pare ^cut
whiz ace,adept,birr,champion,genius,hotshot
whizz ace,adept,birr,champion,genius,hotshot
whodunit mystery ^story
whole  ^concept,conception,construct
wholesale sweeping ^marketing,merchandising,sell,selling
wholesaler  ^distributor
whomp cuff ^slap
whoop  ^call,cry,holler,hollo,outcry,scream
whoosh swoosh,woosh ^displace,move,noise
whop wallop,whack,wham ^hit
whore prostitute,tart ^woman,work
whorl coil,curl,roll,scroll
wicked sinful,unholy
wickedness evil ^transgression
wicker  ^wood
wide blanket,broad,extensive
widen  ^alter,change,increase,vary
widow  ^leave,woman
widower  ^man
width breadth ^dimension
wield exert,handle,maintain,manage ^have,hold
wife  ^mate,partner,spouse,woman
wiggle jiggle,joggle,squirm,wriggle ^agitate,motion
wigmaker  ^maker
wigwag  ^brandish,flourish,wave
wild  ^state
wildcat beast,brute,savage,wolf ^aggressor,attacker
wildlife  ^life
wildness abandon,ferocity,fierceness,fury,vehemence,violence
wile chicane,shenanigan ^deceit
will volition ^aim,decide,design,determine,faculty
willing volition ^choice,pick,selection
willingness  ^disposition,temperament
willow  ^tree
willpower possession ^firmness,resolution,resolve
wilt  ^weaken
wily crafty,slick,sly
win acquire,gain ^get,triumph,victory
wince cringe,flinch,funk,quail,recoil,shrink
winch  ^draw,pull
wind curve,meander,thread,twist,wander,weave
windbag  ^bore,dullard
windbreak  ^hedge
winding meandering,tortuous,twist,twisting,voluminous,wandering
windmill  ^mill
window  ^frame,framework,opening
windowpane window ^pane
windowsill  ^sill
windshield  ^screen
windsurf  ^surf,surfboard
wine  ^alcohol,booze,drink,fuddle
wineglass  ^glass
wing fly ^locomote,move,organ,surface,travel
wingback  ^back
wingman  ^pilot
wings  ^agency,means,way
wink blink,flash,heartbeat,instant,trice,twinkle
winkle periwinkle,scintillate,twinkle ^beam,shine
winner victor ^contestant
winning  ^success
winnow  ^separation,sieve,sift,strain
winter overwinter,wintertime ^pass,season,spend
winterise winterize ^fix,prepare,ready,set
winterize winterise ^fix,prepare,ready,set
wintertime winter ^season
wipe rub ^contact
wire cable,telegraph ^conductor,equip,fit,ligament
wiretap bug,intercept,tap ^eavesdrop,investigating,investigation
wiry stringy
wisdom  ^content,trait
wise  ^fashion,manner,mode,style,way
wisecrack crack,quip,sally ^comment,input,notice
wish care,like,want,wishing ^desire,request
wishing want,wish ^desire
wisp  ^tuft
wit brain,humor,humour,mentality ^content,intelligence
witch bewitch,enchant,glamour,hex,jinx ^becharm
withdraw recede,retire,retreat ^cease,discontinue,locomote
withdrawal  ^removal
withe  ^band
wither shrink,shrivel ^decrease,diminish,fall,lessen
withered shriveled
withering annihilating,atrophy,devastating ^weakening
withhold deduct,recoup ^deny,keep,refuse
withholding  ^deduction
withstand defy,hold ^resist
witness find,informant,see,spectator,viewer,watcher
wive  ^conjoin,espouse,marry,wed
wizard ace,adept,champion,charming,genius,hotshot
wobble coggle ^motion,move,movement
wobbly rickety,shaky ^radical
woe suffering ^misery,wretchedness
wolf  ^eat
woman  ^adult,female,grownup
womanise philander,womanize ^interact
womanize philander,womanise ^interact
wonder admiration,enquire,inquire,marvel,question ^amazement
wonderful fantastic,grand,howling,marvelous,rattling,terrific
wonderfulness  ^excellence
wondrous fantastic,grand,howling,marvelous,rattling,terrific
woo court,romance,solicit ^act,move
wood forest,woods ^vegetation
woodgrain  ^grain
woodgraining graining ^grain
woods forest,wood ^vegetation
woodshed  ^shed
woodwork  ^work
wool woolen ^cloth,fabric,material,textile
woolen wool ^cloth,fabric,material,textile
woolgather daydream,dream,stargaze ^envisage,ideate,imagine
woolly befuddled
woosh whoosh ^displace,move
word articulate,formulate,phrase ^evince,express,show
wording phraseology,phrasing ^expression,formulation
words language,lyric ^speech,text
wordsworth  ^poet
work  ^activity,product,production
workable feasible,practicable,viable
workbench bench ^worktable
workboard  ^board
worker  ^commoner,individual,mortal,person,someone,soul
working workings ^excavation
workings works ^mechanism
workman  ^employee
workout exercise,exercising ^effort,exertion,sweat,travail
works plant ^complex,entirety,totality
worksheet  ^sheet
workshop shop ^class,course,work
worktable  ^table
workweek week
world cosmos,creation,domain,existence,global,planetary
worldly temporal
worm insect,louse,squirm,twist,wrestle,wriggle
worn careworn,drawn,haggard
worried distressed,disturbed,upset
worriment inconvenience ^difficulty
worry care,concern,headache,trouble,vexation ^anxiety
worse  ^bad,badness
worsen decline ^turn
worship idolise,idolize,revere ^activity,adore,fear
worshipper believer
worst pip,whip ^beat,crush,outcome,result
worsted  ^cloth,fabric,material,textile
worth deserving ^quality
worthlessness  ^quality
worthy desirable,suitable ^personage
wound injure,injury,lesion ^harm,hurt,loss
wounded hurt,maimed ^people
wow riot,scream ^gag,impress,jest,joke
wrack wreck ^destroy,ruin,seaweed
wraithlike shadowy
wrangle brawl,quarrel,row,words ^altercate,argufy
wrap roll,twine,wind,wrapper ^cloak,cover
wrapped absorbed,captive,clothed,draped,engrossed,intent
wrath  ^fury,madness,rage
wrawl howl,yammer,yowl ^emit,utter
wreak bring,play,work ^create,make
wreath garland
wreck wrack ^decline,destroy,ruin
wreckage  ^part,portion
wrench pull,twist ^harm,hurt,injury,squirm
wrest  ^seize
wrestle grapple,grappling,wrestling ^battle,combat,consider
wrestler  ^belligerent,combatant,fighter
wrestling grapple,grappling,wrestle ^struggle
wretch  ^reprobate,victim
wretched deplorable,miserable,woeful
wretchedness misery
wrick crick,kink,rick,sprain,turn,twist
wriggle squirm,twist,wiggle,worm,wrestle,writhe
wring contort,deform,distort,squeeze,wrench ^motion
wrinkle crease,crinkle,crisp,furrow,line,purse
writ  ^instrument
write compose,indite,pen ^communicate,intercommunicate
writer author ^literate
writhe squirm,twist,worm,wrestle,wriggle ^move
writing authorship,composition
wrong damage,incorrect ^handle,injury,injustice,treat
wrongdoing error ^evil
wry dry,ironic,ironical
xenon  ^element
xerox photocopy ^copy,reproduce
yacht  ^boat,vessel
yack cackle,chatter,jaw,yak ^mouth,speak
yak cackle,chatter,gab,yack ^communicate,intercommunicate
yale  ^university
yammer howl,wrawl,yowl ^emit,utter
yank jerk,northerner,yankee ^american,draw,pull
yankee northerner,yank ^american
yap hole,trap,yelp,yip ^bark,mouth
yard grounds,pace ^field
yardage  ^distance
yardstick  ^criterion,measure,standard,touchstone
yarn recital ^account,narrate,recite,recount,report
yaup howl,roar,ululate,wail,yawl ^call
yaw gape,swerve,yawn ^turn,turning
yawl howl,roar,ululate,wail,yaup ^call
yawn yawning ^breathe,reflex,respire,suspire
yawning yawn ^reflex
yawp bawl ^howl,roar
yaws frambesia
year  ^period
yearn hanker,long ^desire,want
yearning longing ^desire
years age ^period
yell call,cry,holler,hollo,outcry,scream
yelling shouting ^call,cry,outcry,shout,yell
yellow chicken ^color,colour,discolor,discolour
yelp yap,yelping,yip ^bark,cry
yelping yelp,yip ^cry
yen ache,languish,pine,yearn ^hanker,long
yesterday  ^day
yesteryear past ^time
yield afford,give,issue,output,proceeds,return
yielding surrender
yip yap,yelp,yelping ^bark,cry
yodel descant,warble ^call,cry,outcry,shout
yoga  ^discipline
yoke  ^cloth,conjoin,fabric,join,material,textile
yokel  ^rustic
yokuts  ^penutian
young immature,new,offspring ^animal,beast,brute
youngster child,fry,kid,minor,nestling ^juvenile
youth young ^juvenile
youthful vernal,young
yowl bellow,holler,hollering,hollo,howl,roar
yucca  ^bush,shrub
zap  ^affect,event,impress,move,strike
zeal ardor ^eagerness,fervor,fire,keenness
zero cipher,cypher,naught,nix,nothing,null
zest gusto,relish,spice ^enjoyment,enthusiasm,flavor
zigzag crank ^locomote,move,travel
zinc  ^coat,metal,surface
zionism  ^policy
zionist  ^hebrew,jew
zip cipher,cypher,naught,nix,nothing,null
zipper zip ^fasten,fix,fixing,secure
zombie  ^deceased,decedent
zone district ^govern,order,place,regularise,regularize
zoning  ^division,partition
zoo  ^facility,installation
zoom whizz ^hurry,rise,rising,speed,zip
$list$;
    v_hash bytea := extensions.digest(convert_to(v_list, 'UTF8'), 'sha256');
BEGIN
    IF EXISTS (SELECT FROM internal.search_synonym_load l WHERE l.source = 'wordnet' AND l.list_hash = v_hash) THEN
        RETURN;
    END IF;
    DELETE FROM internal.search_synonym WHERE source = 'wordnet';
    INSERT INTO internal.search_synonym (word, related, weight, source)
    SELECT w.lexeme, r.lexeme, max(r.weight), 'wordnet'
      FROM (SELECT split_part(line, ' ', 1) AS word, split_part(line, ' ', 2) AS synonyms, split_part(line, ' ', 3) AS broader
              FROM regexp_split_to_table(btrim(v_list, E'\n'), E'\n') AS line) AS l
      CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', l.word))[1] AS lexeme) AS w
      CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', s))[1] AS lexeme, 0.3::real AS weight
                            FROM unnest(string_to_array(nullif(l.synonyms, ''), ',')) AS s
                          UNION ALL
                          SELECT (ts_lexize('english_stem', b))[1], 0.15::real
                            FROM unnest(string_to_array(nullif(ltrim(l.broader, '^'), ''), ',')) AS b) AS r
     WHERE w.lexeme IS NOT NULL AND r.lexeme IS NOT NULL AND r.lexeme <> w.lexeme
     GROUP BY w.lexeme, r.lexeme
        ON CONFLICT (word, related) DO NOTHING;
    INSERT INTO internal.search_synonym_load (source, list_hash) VALUES ('wordnet', v_hash)
        ON CONFLICT (source) DO UPDATE SET list_hash = EXCLUDED.list_hash, loaded_at = now();
END
$load$;
